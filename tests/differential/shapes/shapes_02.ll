; ModuleID = 'shapes_02.cu'
source_filename = "shapes_02.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s050_lt_zero_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  store float %9, ptr %16, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s050_lt_zero_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  store float %9, ptr %16, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s051_gt_down_zero_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s051_gt_down_zero_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load float, ptr %8, align 4, !tbaa !57
  %10 = fadd contract float %9, 0.000000e+00
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s052_lt_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %31, label %9

9:                                                ; preds = %7
  %10 = shl nuw i32 %3, 1
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  %12 = and i32 %11, 2
  %13 = icmp slt i32 %10, 3
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = and i32 %11, 2147483644
  br label %40

16:                                               ; preds = %9, %40
  %17 = phi i32 [ 0, %9 ], [ %67, %40 ]
  %18 = phi float [ 0.000000e+00, %9 ], [ %66, %40 ]
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i32 [ %28, %19 ], [ %17, %16 ]
  %21 = phi float [ %27, %19 ], [ %18, %16 ]
  %22 = phi i32 [ %29, %19 ], [ 0, %16 ]
  %23 = fmul contract float %21, 5.000000e-01
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nuw nsw i32 %20, 1
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %22, %12
  br i1 %30, label %31, label %19, !llvm.loop !61

31:                                               ; preds = %19, %7
  %32 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %32, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %40, %14
  %41 = phi i32 [ 0, %14 ], [ %67, %40 ]
  %42 = phi float [ 0.000000e+00, %14 ], [ %66, %40 ]
  %43 = phi i32 [ 0, %14 ], [ %68, %40 ]
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
  %69 = icmp eq i32 %68, %15
  br i1 %69, label %16, label %40, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s052_lt_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %7
  %10 = shl nuw i32 %3, 1
  %11 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  br label %21

12:                                               ; preds = %21, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %13, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %29, %21 ], [ 0, %9 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %9 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nuw nsw i32 %22, 1
  %30 = icmp eq i32 %22, %11
  br i1 %30, label %12, label %21, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s053_le_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %35, label %9

9:                                                ; preds = %7
  %10 = shl nuw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 0)
  %13 = add nuw i32 %12, 1
  %14 = and i32 %13, 3
  %15 = icmp slt i32 %11, 3
  br i1 %15, label %18, label %16

16:                                               ; preds = %9
  %17 = and i32 %13, -4
  br label %44

18:                                               ; preds = %44, %9
  %19 = phi float [ poison, %9 ], [ %70, %44 ]
  %20 = phi i32 [ 0, %9 ], [ %71, %44 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %70, %44 ]
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
  %32 = add nuw i32 %24, 1
  %33 = add i32 %26, 1
  %34 = icmp eq i32 %33, %14
  br i1 %34, label %35, label %23, !llvm.loop !66

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

44:                                               ; preds = %44, %16
  %45 = phi i32 [ 0, %16 ], [ %71, %44 ]
  %46 = phi float [ 0.000000e+00, %16 ], [ %70, %44 ]
  %47 = phi i32 [ 0, %16 ], [ %72, %44 ]
  %48 = fmul contract float %46, 5.000000e-01
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = or disjoint i32 %45, 1
  %54 = fmul contract float %52, 5.000000e-01
  %55 = zext nneg i32 %53 to i64
  %56 = getelementptr inbounds float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = or disjoint i32 %45, 2
  %60 = fmul contract float %58, 5.000000e-01
  %61 = zext nneg i32 %59 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = or disjoint i32 %45, 3
  %66 = fmul contract float %64, 5.000000e-01
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !57
  %70 = fadd contract float %66, %69
  %71 = add nuw i32 %45, 4
  %72 = add i32 %47, 4
  %73 = icmp eq i32 %72, %17
  br i1 %73, label %18, label %44, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s053_le_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = shl nuw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  %12 = tail call i32 @llvm.smax.i32(i32 %11, i32 0)
  br label %22

13:                                               ; preds = %22, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %29, %22 ]
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %15
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %14, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %9, %22
  %23 = phi i32 [ %30, %22 ], [ 0, %9 ]
  %24 = phi float [ %29, %22 ], [ 0.000000e+00, %9 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add nuw i32 %23, 1
  %31 = icmp eq i32 %23, %12
  br i1 %31, label %13, label %22, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s054_ge_down_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %20

11:                                               ; preds = %20, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %20
  %21 = phi i32 [ %28, %20 ], [ %10, %9 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %9 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, -1
  %29 = icmp sgt i32 %21, 0
  br i1 %29, label %20, label %11, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s054_ge_down_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %20

11:                                               ; preds = %20, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %20
  %21 = phi i32 [ %28, %20 ], [ %10, %9 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %9 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, -1
  %29 = icmp sgt i32 %21, 0
  br i1 %29, label %20, label %11, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s055_lt_zero_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s055_lt_zero_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s056_gt_down_zero_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  br label %21

12:                                               ; preds = %21, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %13, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %9 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %9 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -2
  %30 = icmp sgt i32 %22, 2
  br i1 %30, label %21, label %12, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s056_gt_down_zero_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  br label %21

12:                                               ; preds = %21, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %13, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %9 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %9 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -2
  %30 = icmp sgt i32 %22, 2
  br i1 %30, label %21, label %12, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s057_lt_zero_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  br i1 %28, label %10, label %19, !llvm.loop !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s057_lt_zero_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  br i1 %28, label %10, label %19, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s058_le_zero_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %28 = add nuw nsw i32 %20, 2
  %29 = icmp sgt i32 %28, %8
  br i1 %29, label %10, label %19, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s058_le_zero_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %28 = add nuw nsw i32 %20, 2
  %29 = icmp sgt i32 %28, %8
  br i1 %29, label %10, label %19, !llvm.loop !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s059_lt_zero_odd_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  br i1 %28, label %10, label %19, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s059_lt_zero_odd_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  br i1 %28, label %10, label %19, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s060_le_zero_odd_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %3, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %20, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ 0, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, %5
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s060_le_zero_odd_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %3, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %20, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %28, %20 ], [ 0, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, %5
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s061_lt_zero_odd_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %11, label %19

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
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %11, label %19, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s061_lt_zero_odd_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %11, label %19

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
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %11, label %19, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s062_ge_down_zero_odd_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14

11:                                               ; preds = %7
  %12 = shl nuw nsw i32 %3, 1
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
  br i1 %32, label %23, label %14, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s062_ge_down_zero_odd_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %11, label %9

9:                                                ; preds = %7
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14

11:                                               ; preds = %7
  %12 = shl nuw nsw i32 %3, 1
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
  br i1 %32, label %23, label %14, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s063_lt_zero_odd_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %27 = add nuw nsw i32 %20, 12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s063_lt_zero_odd_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %3, 0
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
  %27 = add nuw nsw i32 %20, 12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s064_gt_down_zero_odd_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  br label %21

12:                                               ; preds = %21, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %13, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %9 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %9 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -12
  %30 = icmp sgt i32 %22, 12
  br i1 %30, label %21, label %12, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s064_gt_down_zero_odd_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %12

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  %11 = or disjoint i32 %10, 1
  br label %21

12:                                               ; preds = %21, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %13, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %9 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %9 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -12
  %30 = icmp sgt i32 %22, 12
  br i1 %30, label %21, label %12, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s065_lt_tid_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %36

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
  br i1 %25, label %26, label %14, !llvm.loop !91

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
  br i1 %68, label %36, label %44, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s065_lt_tid_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %10, label %18, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s066_le_tid_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
  br i1 %9, label %33, label %10

10:                                               ; preds = %7
  %11 = add i32 %3, 1
  %12 = sub i32 %11, %8
  %13 = sub i32 %3, %8
  %14 = and i32 %12, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %25, %16 ], [ %8, %10 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %10 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nuw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !94

28:                                               ; preds = %16, %10
  %29 = phi float [ poison, %10 ], [ %24, %16 ]
  %30 = phi i32 [ %8, %10 ], [ %25, %16 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %24, %16 ]
  %32 = icmp ult i32 %13, 3
  br i1 %32, label %33, label %41

33:                                               ; preds = %28, %41, %7
  %34 = phi float [ 0.000000e+00, %7 ], [ %29, %28 ], [ %66, %41 ]
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %8
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %2, i64 %39
  store float %34, ptr %40, align 4, !tbaa !57
  ret void

41:                                               ; preds = %28, %41
  %42 = phi i32 [ %67, %41 ], [ %30, %28 ]
  %43 = phi float [ %66, %41 ], [ %31, %28 ]
  %44 = fmul contract float %43, 5.000000e-01
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = add nuw i32 %42, 1
  %50 = fmul contract float %48, 5.000000e-01
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = add nuw i32 %42, 2
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = add nuw i32 %42, 3
  %62 = fmul contract float %60, 5.000000e-01
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add nuw i32 %42, 4
  %68 = icmp eq i32 %61, %3
  br i1 %68, label %33, label %41, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s066_le_tid_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
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
  %26 = add nuw i32 %19, 1
  %27 = icmp eq i32 %19, %3
  br i1 %27, label %10, label %18, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s067_ge_down_tid_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = sub i32 %3, %8
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %3, %10 ]
  %16 = phi float [ %23, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = add nsw i32 %15, -1
  %19 = fmul contract float %16, 5.000000e-01
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !57
  %23 = fadd contract float %19, %22
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !97

26:                                               ; preds = %14, %10
  %27 = phi i32 [ %3, %10 ], [ %18, %14 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %23, %14 ]
  %29 = phi float [ poison, %10 ], [ %23, %14 ]
  %30 = sub i32 %8, %3
  %31 = icmp ugt i32 %30, -4
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 -4
  %34 = getelementptr i8, ptr %0, i64 -8
  %35 = getelementptr i8, ptr %0, i64 -12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %29, %26 ], [ %67, %44 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %27, %32 ], [ %62, %44 ]
  %46 = phi float [ %28, %32 ], [ %67, %44 ]
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
  %57 = fmul contract float %56, 5.000000e-01
  %58 = sext i32 %45 to i64
  %59 = getelementptr float, ptr %35, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add nsw i32 %45, -4
  %63 = fmul contract float %61, 5.000000e-01
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = icmp sgt i32 %62, %8
  br i1 %68, label %44, label %36, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s067_ge_down_tid_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %21, %18 ], [ %3, %7 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %21 = add nsw i32 %19, -1
  %22 = fmul contract float %20, 5.000000e-01
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = icmp sgt i32 %21, %8
  br i1 %27, label %18, label %10, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s068_lt_tid_param_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s068_lt_tid_param_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s069_gt_down_tid_param_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s069_gt_down_tid_param_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s070_lt_tid_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s070_lt_tid_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s071_le_tid_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
  br i1 %9, label %37, label %10

10:                                               ; preds = %7
  %11 = sub i32 %3, %8
  %12 = udiv i32 %11, 3
  %13 = add nuw nsw i32 %12, 1
  %14 = and i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %25, %16 ], [ %8, %10 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %10 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nuw nsw i32 %17, 3
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !106

28:                                               ; preds = %16, %10
  %29 = phi float [ poison, %10 ], [ %24, %16 ]
  %30 = phi i32 [ %8, %10 ], [ %25, %16 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %24, %16 ]
  %32 = icmp ult i32 %11, 9
  br i1 %32, label %37, label %33

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %0, i64 12
  %35 = getelementptr i8, ptr %0, i64 24
  %36 = getelementptr i8, ptr %0, i64 36
  br label %45

37:                                               ; preds = %28, %45, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %29, %28 ], [ %67, %45 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %8
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %38, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %33
  %46 = phi i32 [ %30, %33 ], [ %68, %45 ]
  %47 = phi float [ %31, %33 ], [ %67, %45 ]
  %48 = fmul contract float %47, 5.000000e-01
  %49 = zext nneg i32 %46 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = fmul contract float %52, 5.000000e-01
  %54 = sext i32 %46 to i64
  %55 = getelementptr float, ptr %34, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = fmul contract float %57, 5.000000e-01
  %59 = sext i32 %46 to i64
  %60 = getelementptr float, ptr %35, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = fmul contract float %62, 5.000000e-01
  %64 = sext i32 %46 to i64
  %65 = getelementptr float, ptr %36, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw nsw i32 %46, 12
  %69 = icmp sgt i32 %68, %3
  br i1 %69, label %37, label %45, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s071_le_tid_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %10, label %18, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s072_lt_tid_param_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s072_lt_tid_param_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %10, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s073_le_tid_param_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %10, label %18, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s073_le_tid_param_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %8, %3
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %3
  br i1 %27, label %10, label %18, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s074_lt_tid_param_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %11, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s074_lt_tid_param_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %8, %3
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
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %18, label %11, !llvm.loop !114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s050_lt_zero_tile_tile, !"kernel", i32 1}
!5 = !{ptr @s050_lt_zero_tile_tile_u1, !"kernel", i32 1}
!6 = !{ptr @s051_gt_down_zero_tile_tile, !"kernel", i32 1}
!7 = !{ptr @s051_gt_down_zero_tile_tile_u1, !"kernel", i32 1}
!8 = !{ptr @s052_lt_zero_odd_1, !"kernel", i32 1}
!9 = !{ptr @s052_lt_zero_odd_1_u1, !"kernel", i32 1}
!10 = !{ptr @s053_le_zero_odd_1, !"kernel", i32 1}
!11 = !{ptr @s053_le_zero_odd_1_u1, !"kernel", i32 1}
!12 = !{ptr @s054_ge_down_zero_odd_1, !"kernel", i32 1}
!13 = !{ptr @s054_ge_down_zero_odd_1_u1, !"kernel", i32 1}
!14 = !{ptr @s055_lt_zero_odd_2, !"kernel", i32 1}
!15 = !{ptr @s055_lt_zero_odd_2_u1, !"kernel", i32 1}
!16 = !{ptr @s056_gt_down_zero_odd_2, !"kernel", i32 1}
!17 = !{ptr @s056_gt_down_zero_odd_2_u1, !"kernel", i32 1}
!18 = !{ptr @s057_lt_zero_odd_3, !"kernel", i32 1}
!19 = !{ptr @s057_lt_zero_odd_3_u1, !"kernel", i32 1}
!20 = !{ptr @s058_le_zero_odd_3, !"kernel", i32 1}
!21 = !{ptr @s058_le_zero_odd_3_u1, !"kernel", i32 1}
!22 = !{ptr @s059_lt_zero_odd_param, !"kernel", i32 1}
!23 = !{ptr @s059_lt_zero_odd_param_u1, !"kernel", i32 1}
!24 = !{ptr @s060_le_zero_odd_param, !"kernel", i32 1}
!25 = !{ptr @s060_le_zero_odd_param_u1, !"kernel", i32 1}
!26 = !{ptr @s061_lt_zero_odd_ntid, !"kernel", i32 1}
!27 = !{ptr @s061_lt_zero_odd_ntid_u1, !"kernel", i32 1}
!28 = !{ptr @s062_ge_down_zero_odd_ntid, !"kernel", i32 1}
!29 = !{ptr @s062_ge_down_zero_odd_ntid_u1, !"kernel", i32 1}
!30 = !{ptr @s063_lt_zero_odd_tile, !"kernel", i32 1}
!31 = !{ptr @s063_lt_zero_odd_tile_u1, !"kernel", i32 1}
!32 = !{ptr @s064_gt_down_zero_odd_tile, !"kernel", i32 1}
!33 = !{ptr @s064_gt_down_zero_odd_tile_u1, !"kernel", i32 1}
!34 = !{ptr @s065_lt_tid_param_1, !"kernel", i32 1}
!35 = !{ptr @s065_lt_tid_param_1_u1, !"kernel", i32 1}
!36 = !{ptr @s066_le_tid_param_1, !"kernel", i32 1}
!37 = !{ptr @s066_le_tid_param_1_u1, !"kernel", i32 1}
!38 = !{ptr @s067_ge_down_tid_param_1, !"kernel", i32 1}
!39 = !{ptr @s067_ge_down_tid_param_1_u1, !"kernel", i32 1}
!40 = !{ptr @s068_lt_tid_param_2, !"kernel", i32 1}
!41 = !{ptr @s068_lt_tid_param_2_u1, !"kernel", i32 1}
!42 = !{ptr @s069_gt_down_tid_param_2, !"kernel", i32 1}
!43 = !{ptr @s069_gt_down_tid_param_2_u1, !"kernel", i32 1}
!44 = !{ptr @s070_lt_tid_param_3, !"kernel", i32 1}
!45 = !{ptr @s070_lt_tid_param_3_u1, !"kernel", i32 1}
!46 = !{ptr @s071_le_tid_param_3, !"kernel", i32 1}
!47 = !{ptr @s071_le_tid_param_3_u1, !"kernel", i32 1}
!48 = !{ptr @s072_lt_tid_param_param, !"kernel", i32 1}
!49 = !{ptr @s072_lt_tid_param_param_u1, !"kernel", i32 1}
!50 = !{ptr @s073_le_tid_param_param, !"kernel", i32 1}
!51 = !{ptr @s073_le_tid_param_param_u1, !"kernel", i32 1}
!52 = !{ptr @s074_lt_tid_param_ntid, !"kernel", i32 1}
!53 = !{ptr @s074_lt_tid_param_ntid_u1, !"kernel", i32 1}
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
!69 = distinct !{!69, !64}
!70 = distinct !{!70, !64, !62}
!71 = distinct !{!71, !64}
!72 = distinct !{!72, !64, !62}
!73 = distinct !{!73, !64}
!74 = distinct !{!74, !64, !62}
!75 = distinct !{!75, !64}
!76 = distinct !{!76, !64, !62}
!77 = distinct !{!77, !64}
!78 = distinct !{!78, !64, !62}
!79 = distinct !{!79, !64}
!80 = distinct !{!80, !64, !62}
!81 = distinct !{!81, !64}
!82 = distinct !{!82, !64, !62}
!83 = distinct !{!83, !64}
!84 = distinct !{!84, !64, !62}
!85 = distinct !{!85, !64}
!86 = distinct !{!86, !64, !62}
!87 = distinct !{!87, !64}
!88 = distinct !{!88, !64, !62}
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
!100 = distinct !{!100, !64}
!101 = distinct !{!101, !64, !62}
!102 = distinct !{!102, !64}
!103 = distinct !{!103, !64, !62}
!104 = distinct !{!104, !64}
!105 = distinct !{!105, !64, !62}
!106 = distinct !{!106, !62}
!107 = distinct !{!107, !64}
!108 = distinct !{!108, !64, !62}
!109 = distinct !{!109, !64}
!110 = distinct !{!110, !64, !62}
!111 = distinct !{!111, !64}
!112 = distinct !{!112, !64, !62}
!113 = distinct !{!113, !64}
!114 = distinct !{!114, !64, !62}
