; ModuleID = 'shapes_04.cu'
source_filename = "shapes_04.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s100_lt_tid_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %14, 0.000000e+00
  br label %16

16:                                               ; preds = %11, %7
  %17 = phi float [ 0.000000e+00, %7 ], [ %15, %11 ]
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %9
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %17, ptr %22, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s100_lt_tid_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ult i32 %8, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %14, 0.000000e+00
  br label %16

16:                                               ; preds = %11, %7
  %17 = phi float [ 0.000000e+00, %7 ], [ %15, %11 ]
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %9
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %17, ptr %22, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s101_ge_down_tid_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %11, label %17

11:                                               ; preds = %7
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = getelementptr i8, ptr %13, i64 -4
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %15, 0.000000e+00
  br label %17

17:                                               ; preds = %11, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %16, %11 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %9
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %18, ptr %23, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s101_ge_down_tid_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ugt i32 %9, %8
  br i1 %10, label %11, label %17

11:                                               ; preds = %7
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr float, ptr %0, i64 %12
  %14 = getelementptr i8, ptr %13, i64 -4
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %15, 0.000000e+00
  br label %17

17:                                               ; preds = %11, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %16, %11 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %9
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %18, ptr %23, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s102_lt_tid_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 12
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s102_lt_tid_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 12
  %27 = icmp ult i32 %26, %9
  br i1 %27, label %18, label %11, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s103_gt_down_tid_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %11, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s103_gt_down_tid_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %18, label %11, !llvm.loop !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s104_lt_tid_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  br i1 %25, label %26, label %14, !llvm.loop !67

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
  br i1 %68, label %36, label %44, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s104_lt_tid_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  br i1 %27, label %10, label %18, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s105_le_tid_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = sub nsw i32 1, %8
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
  br i1 %25, label %26, label %14, !llvm.loop !70

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %8, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = add nsw i32 %8, -10
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
  %68 = icmp eq i32 %67, 13
  br i1 %68, label %36, label %44, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s105_le_tid_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
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
  %27 = icmp eq i32 %26, 13
  br i1 %27, label %10, label %18, !llvm.loop !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s106_ge_down_tid_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ugt i32 %8, 11
  br i1 %9, label %37, label %10

10:                                               ; preds = %7
  %11 = sub nsw i32 12, %8
  %12 = and i32 %11, 3
  %13 = add nsw i32 %8, -9
  %14 = icmp ult i32 %13, 3
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  %16 = and i32 %11, -4
  %17 = getelementptr i8, ptr %0, i64 -4
  %18 = getelementptr i8, ptr %0, i64 -8
  %19 = getelementptr i8, ptr %0, i64 -12
  br label %45

20:                                               ; preds = %45, %10
  %21 = phi float [ poison, %10 ], [ %68, %45 ]
  %22 = phi i32 [ 11, %10 ], [ %69, %45 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %68, %45 ]
  %24 = icmp eq i32 %12, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %20, %25
  %26 = phi i32 [ %34, %25 ], [ %22, %20 ]
  %27 = phi float [ %33, %25 ], [ %23, %20 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %20 ]
  %29 = fmul contract float %27, 5.000000e-01
  %30 = sext i32 %26 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  %34 = add nsw i32 %26, -1
  %35 = add i32 %28, 1
  %36 = icmp eq i32 %35, %12
  br i1 %36, label %37, label %25, !llvm.loop !73

37:                                               ; preds = %20, %25, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %21, %20 ], [ %33, %25 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %8
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %38, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %15
  %46 = phi i32 [ 11, %15 ], [ %69, %45 ]
  %47 = phi float [ 0.000000e+00, %15 ], [ %68, %45 ]
  %48 = phi i32 [ 0, %15 ], [ %70, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = sext i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = fmul contract float %53, 5.000000e-01
  %55 = sext i32 %46 to i64
  %56 = getelementptr float, ptr %17, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = sext i32 %46 to i64
  %61 = getelementptr float, ptr %18, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = fmul contract float %63, 5.000000e-01
  %65 = sext i32 %46 to i64
  %66 = getelementptr float, ptr %19, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nsw i32 %46, -4
  %70 = add i32 %48, 4
  %71 = icmp eq i32 %70, %16
  br i1 %71, label %20, label %45, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s106_ge_down_tid_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ugt i32 %8, 11
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
  %19 = phi i32 [ %26, %18 ], [ 11, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -1
  %27 = icmp ugt i32 %19, %8
  br i1 %27, label %18, label %10, !llvm.loop !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s107_lt_tid_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp ult i32 %19, 10
  br i1 %27, label %18, label %10, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s107_lt_tid_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 2
  %27 = icmp ult i32 %19, 10
  br i1 %27, label %18, label %10, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s108_gt_down_tid_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %19 = phi i32 [ %26, %18 ], [ 12, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp ugt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !78
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s108_gt_down_tid_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %19 = phi i32 [ %26, %18 ], [ 12, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp ugt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s109_lt_tid_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp ult i32 %19, 9
  br i1 %27, label %18, label %10, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s109_lt_tid_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %26 = add nuw nsw i32 %19, 3
  %27 = icmp ult i32 %19, 9
  br i1 %27, label %18, label %10, !llvm.loop !81
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s110_le_tid_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
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
  %27 = icmp ult i32 %19, 10
  br i1 %27, label %18, label %10, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s110_le_tid_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
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
  %27 = icmp ult i32 %19, 10
  br i1 %27, label %18, label %10, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s111_lt_tid_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %10, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s111_lt_tid_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %10, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s112_le_tid_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
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
  %27 = icmp slt i32 %26, 13
  br i1 %27, label %18, label %10, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s112_le_tid_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 13
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
  %27 = icmp slt i32 %26, 13
  br i1 %27, label %18, label %10, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s113_lt_tid_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  br i1 %27, label %18, label %11, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s113_lt_tid_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  br i1 %27, label %18, label %11, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s114_ge_down_tid_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ugt i32 %8, 11
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %36, label %11

11:                                               ; preds = %7
  %12 = sub nsw i32 11, %8
  %13 = udiv i32 %12, %10
  %14 = add i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp ult i32 %13, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %11
  %18 = and i32 %14, -4
  br label %43

19:                                               ; preds = %43, %11
  %20 = phi float [ poison, %11 ], [ %69, %43 ]
  %21 = phi i32 [ 11, %11 ], [ %70, %43 ]
  %22 = phi float [ 0.000000e+00, %11 ], [ %69, %43 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi float [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = fmul contract float %26, 5.000000e-01
  %29 = sext i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  %33 = sub nsw i32 %25, %10
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %15
  br i1 %35, label %36, label %24, !llvm.loop !90

36:                                               ; preds = %19, %24, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %20, %19 ], [ %32, %24 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = mul i32 %38, %10
  %40 = add i32 %39, %8
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %2, i64 %41
  store float %37, ptr %42, align 4, !tbaa !57
  ret void

43:                                               ; preds = %43, %17
  %44 = phi i32 [ 11, %17 ], [ %70, %43 ]
  %45 = phi float [ 0.000000e+00, %17 ], [ %69, %43 ]
  %46 = phi i32 [ 0, %17 ], [ %71, %43 ]
  %47 = fmul contract float %45, 5.000000e-01
  %48 = sext i32 %44 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = sub nsw i32 %44, %10
  %53 = fmul contract float %51, 5.000000e-01
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = sub nsw i32 %52, %10
  %59 = fmul contract float %57, 5.000000e-01
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = sub nsw i32 %58, %10
  %65 = fmul contract float %63, 5.000000e-01
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = sub nsw i32 %64, %10
  %71 = add i32 %46, 4
  %72 = icmp eq i32 %71, %18
  br i1 %72, label %19, label %43, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s114_ge_down_tid_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ugt i32 %8, 11
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %11, label %18

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
  %19 = phi i32 [ %26, %18 ], [ 11, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = sub nsw i32 %19, %10
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %11, label %18, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s115_lt_tid_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %13, 0.000000e+00
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %14, %10 ]
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %16, ptr %22, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s115_lt_tid_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !57
  %14 = fadd contract float %13, 0.000000e+00
  br label %15

15:                                               ; preds = %10, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %14, %10 ]
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = add i32 %19, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %2, i64 %21
  store float %16, ptr %22, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s116_gt_down_tid_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %14

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %12, 0.000000e+00
  br label %14

14:                                               ; preds = %10, %7
  %15 = phi float [ 0.000000e+00, %7 ], [ %13, %10 ]
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %15, ptr %21, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s116_gt_down_tid_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %14

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  %12 = load float, ptr %11, align 4, !tbaa !57
  %13 = fadd contract float %12, 0.000000e+00
  br label %14

14:                                               ; preds = %10, %7
  %15 = phi float [ 0.000000e+00, %7 ], [ %13, %10 ]
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %15, ptr %21, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s117_lt_tid_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %34, label %11

11:                                               ; preds = %7
  %12 = or disjoint i32 %9, 1
  %13 = sub i32 %12, %8
  %14 = sub i32 %9, %8
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
  %26 = add nuw i32 %18, 1
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !93

29:                                               ; preds = %17, %11
  %30 = phi float [ poison, %11 ], [ %25, %17 ]
  %31 = phi i32 [ %8, %11 ], [ %26, %17 ]
  %32 = phi float [ 0.000000e+00, %11 ], [ %25, %17 ]
  %33 = icmp ult i32 %14, 3
  br i1 %33, label %34, label %42

34:                                               ; preds = %29, %42, %7
  %35 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %67, %42 ]
  %36 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = add i32 %38, %8
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %35, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %29, %42
  %43 = phi i32 [ %68, %42 ], [ %31, %29 ]
  %44 = phi float [ %67, %42 ], [ %32, %29 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = add nuw i32 %43, 1
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = add nuw i32 %43, 2
  %57 = fmul contract float %55, 5.000000e-01
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add nuw i32 %43, 3
  %63 = fmul contract float %61, 5.000000e-01
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add nuw i32 %43, 4
  %69 = icmp eq i32 %62, %9
  br i1 %69, label %34, label %42, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s117_lt_tid_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
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
  br i1 %28, label %11, label %19, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s118_le_tid_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp sgt i32 %8, %10
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = xor i32 %9, 2
  %14 = sub i32 %13, %8
  %15 = or disjoint i32 %9, 1
  %16 = sub i32 %15, %8
  %17 = and i32 %14, 3
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %12, %19
  %20 = phi i32 [ %28, %19 ], [ %8, %12 ]
  %21 = phi float [ %27, %19 ], [ 0.000000e+00, %12 ]
  %22 = phi i32 [ %29, %19 ], [ 0, %12 ]
  %23 = fmul contract float %21, 5.000000e-01
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nuw i32 %20, 1
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %29, %17
  br i1 %30, label %31, label %19, !llvm.loop !96

31:                                               ; preds = %19, %12
  %32 = phi float [ poison, %12 ], [ %27, %19 ]
  %33 = phi i32 [ %8, %12 ], [ %28, %19 ]
  %34 = phi float [ 0.000000e+00, %12 ], [ %27, %19 ]
  %35 = icmp ult i32 %16, 3
  br i1 %35, label %36, label %44

36:                                               ; preds = %31, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %32, %31 ], [ %69, %44 ]
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %8
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %31, %44
  %45 = phi i32 [ %70, %44 ], [ %33, %31 ]
  %46 = phi float [ %69, %44 ], [ %34, %31 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = add nuw i32 %45, 1
  %53 = fmul contract float %51, 5.000000e-01
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = add nuw i32 %45, 2
  %59 = fmul contract float %57, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = add nuw i32 %45, 3
  %65 = fmul contract float %63, 5.000000e-01
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nuw i32 %45, 4
  %71 = add nuw i32 %45, 2
  %72 = icmp eq i32 %71, %9
  br i1 %72, label %36, label %44, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s118_le_tid_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp sgt i32 %8, %10
  br i1 %11, label %14, label %12

12:                                               ; preds = %7
  %13 = or disjoint i32 %9, 1
  br label %22

14:                                               ; preds = %22, %7
  %15 = phi float [ 0.000000e+00, %7 ], [ %29, %22 ]
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %15, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %30, %22 ], [ %8, %12 ]
  %24 = phi float [ %29, %22 ], [ 0.000000e+00, %12 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add nuw i32 %23, 1
  %31 = icmp eq i32 %23, %13
  br i1 %31, label %14, label %22, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s119_ge_down_tid_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = or disjoint i32 %9, 1
  %13 = sub i32 %12, %8
  %14 = sub i32 %9, %8
  %15 = and i32 %13, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %26, %17 ], [ %9, %11 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %11 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %11 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = sext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %18, -1
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !99

29:                                               ; preds = %17, %11
  %30 = phi i32 [ %9, %11 ], [ %26, %17 ]
  %31 = phi float [ 0.000000e+00, %11 ], [ %25, %17 ]
  %32 = phi float [ poison, %11 ], [ %25, %17 ]
  %33 = icmp ult i32 %14, 3
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 -4
  %36 = getelementptr i8, ptr %0, i64 -8
  br label %45

37:                                               ; preds = %29, %45, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %32, %29 ], [ %68, %45 ]
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %8
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %38, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %34
  %46 = phi i32 [ %30, %34 ], [ %69, %45 ]
  %47 = phi float [ %31, %34 ], [ %68, %45 ]
  %48 = fmul contract float %47, 5.000000e-01
  %49 = sext i32 %46 to i64
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
  %63 = add nsw i32 %46, -3
  %64 = fmul contract float %62, 5.000000e-01
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nsw i32 %46, -4
  %70 = icmp sgt i32 %63, %8
  br i1 %70, label %45, label %37, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s119_ge_down_tid_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp slt i32 %9, %8
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
  %20 = phi i32 [ %27, %19 ], [ %9, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -1
  %28 = icmp sgt i32 %20, %8
  br i1 %28, label %19, label %11, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s120_lt_tid_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %7
  %12 = sub i32 %9, %8
  %13 = lshr i32 %12, 1
  %14 = add nuw i32 %13, 1
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
  %26 = add nuw nsw i32 %18, 2
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !102

29:                                               ; preds = %17, %11
  %30 = phi float [ poison, %11 ], [ %25, %17 ]
  %31 = phi i32 [ %8, %11 ], [ %26, %17 ]
  %32 = phi float [ 0.000000e+00, %11 ], [ %25, %17 ]
  %33 = icmp ult i32 %12, 6
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 8
  %36 = getelementptr i8, ptr %0, i64 16
  %37 = getelementptr i8, ptr %0, i64 24
  br label %46

38:                                               ; preds = %29, %46, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %68, %46 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %39, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %34
  %47 = phi i32 [ %31, %34 ], [ %69, %46 ]
  %48 = phi float [ %32, %34 ], [ %68, %46 ]
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
  %69 = add nuw nsw i32 %47, 8
  %70 = icmp sgt i32 %69, %9
  br i1 %70, label %38, label %46, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s120_lt_tid_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
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
  %27 = add nuw nsw i32 %20, 2
  %28 = icmp sgt i32 %27, %9
  br i1 %28, label %11, label %19, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s121_gt_down_tid_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = or disjoint i32 %9, 1
  br label %21

13:                                               ; preds = %21, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %8
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %14, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %11, %21
  %22 = phi i32 [ %29, %21 ], [ %12, %11 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %11 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -2
  %30 = icmp sgt i32 %29, %8
  br i1 %30, label %21, label %13, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s121_gt_down_tid_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp slt i32 %9, %8
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = or disjoint i32 %9, 1
  br label %21

13:                                               ; preds = %21, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %28, %21 ]
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = add i32 %17, %8
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  store float %14, ptr %20, align 4, !tbaa !57
  ret void

21:                                               ; preds = %11, %21
  %22 = phi i32 [ %29, %21 ], [ %12, %11 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %11 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -2
  %30 = icmp sgt i32 %29, %8
  br i1 %30, label %21, label %13, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s122_lt_tid_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %7
  %12 = sub i32 %9, %8
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
  br i1 %28, label %29, label %17, !llvm.loop !107

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
  br label %46

38:                                               ; preds = %29, %46, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ], [ %68, %46 ]
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %39, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %34
  %47 = phi i32 [ %31, %34 ], [ %69, %46 ]
  %48 = phi float [ %32, %34 ], [ %68, %46 ]
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
  %69 = add nuw nsw i32 %47, 12
  %70 = icmp sgt i32 %69, %9
  br i1 %70, label %38, label %46, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s122_lt_tid_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
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
  br i1 %28, label %11, label %19, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s123_le_tid_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp sgt i32 %8, %10
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
  %28 = add nuw nsw i32 %21, 3
  %29 = icmp sgt i32 %28, %10
  br i1 %29, label %12, label %20, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s123_le_tid_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
  %10 = or disjoint i32 %9, 1
  %11 = icmp sgt i32 %8, %10
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
  %28 = add nuw nsw i32 %21, 3
  %29 = icmp sgt i32 %28, %10
  br i1 %29, label %12, label %20, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s124_lt_tid_odd_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
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
  br i1 %28, label %11, label %19, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s124_lt_tid_odd_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nsw i32 %3, 1
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
  br i1 %28, label %11, label %19, !llvm.loop !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s100_lt_tid_ntid_ntid, !"kernel", i32 1}
!5 = !{ptr @s100_lt_tid_ntid_ntid_u1, !"kernel", i32 1}
!6 = !{ptr @s101_ge_down_tid_ntid_ntid, !"kernel", i32 1}
!7 = !{ptr @s101_ge_down_tid_ntid_ntid_u1, !"kernel", i32 1}
!8 = !{ptr @s102_lt_tid_ntid_tile, !"kernel", i32 1}
!9 = !{ptr @s102_lt_tid_ntid_tile_u1, !"kernel", i32 1}
!10 = !{ptr @s103_gt_down_tid_ntid_tile, !"kernel", i32 1}
!11 = !{ptr @s103_gt_down_tid_ntid_tile_u1, !"kernel", i32 1}
!12 = !{ptr @s104_lt_tid_tile_1, !"kernel", i32 1}
!13 = !{ptr @s104_lt_tid_tile_1_u1, !"kernel", i32 1}
!14 = !{ptr @s105_le_tid_tile_1, !"kernel", i32 1}
!15 = !{ptr @s105_le_tid_tile_1_u1, !"kernel", i32 1}
!16 = !{ptr @s106_ge_down_tid_tile_1, !"kernel", i32 1}
!17 = !{ptr @s106_ge_down_tid_tile_1_u1, !"kernel", i32 1}
!18 = !{ptr @s107_lt_tid_tile_2, !"kernel", i32 1}
!19 = !{ptr @s107_lt_tid_tile_2_u1, !"kernel", i32 1}
!20 = !{ptr @s108_gt_down_tid_tile_2, !"kernel", i32 1}
!21 = !{ptr @s108_gt_down_tid_tile_2_u1, !"kernel", i32 1}
!22 = !{ptr @s109_lt_tid_tile_3, !"kernel", i32 1}
!23 = !{ptr @s109_lt_tid_tile_3_u1, !"kernel", i32 1}
!24 = !{ptr @s110_le_tid_tile_3, !"kernel", i32 1}
!25 = !{ptr @s110_le_tid_tile_3_u1, !"kernel", i32 1}
!26 = !{ptr @s111_lt_tid_tile_param, !"kernel", i32 1}
!27 = !{ptr @s111_lt_tid_tile_param_u1, !"kernel", i32 1}
!28 = !{ptr @s112_le_tid_tile_param, !"kernel", i32 1}
!29 = !{ptr @s112_le_tid_tile_param_u1, !"kernel", i32 1}
!30 = !{ptr @s113_lt_tid_tile_ntid, !"kernel", i32 1}
!31 = !{ptr @s113_lt_tid_tile_ntid_u1, !"kernel", i32 1}
!32 = !{ptr @s114_ge_down_tid_tile_ntid, !"kernel", i32 1}
!33 = !{ptr @s114_ge_down_tid_tile_ntid_u1, !"kernel", i32 1}
!34 = !{ptr @s115_lt_tid_tile_tile, !"kernel", i32 1}
!35 = !{ptr @s115_lt_tid_tile_tile_u1, !"kernel", i32 1}
!36 = !{ptr @s116_gt_down_tid_tile_tile, !"kernel", i32 1}
!37 = !{ptr @s116_gt_down_tid_tile_tile_u1, !"kernel", i32 1}
!38 = !{ptr @s117_lt_tid_odd_1, !"kernel", i32 1}
!39 = !{ptr @s117_lt_tid_odd_1_u1, !"kernel", i32 1}
!40 = !{ptr @s118_le_tid_odd_1, !"kernel", i32 1}
!41 = !{ptr @s118_le_tid_odd_1_u1, !"kernel", i32 1}
!42 = !{ptr @s119_ge_down_tid_odd_1, !"kernel", i32 1}
!43 = !{ptr @s119_ge_down_tid_odd_1_u1, !"kernel", i32 1}
!44 = !{ptr @s120_lt_tid_odd_2, !"kernel", i32 1}
!45 = !{ptr @s120_lt_tid_odd_2_u1, !"kernel", i32 1}
!46 = !{ptr @s121_gt_down_tid_odd_2, !"kernel", i32 1}
!47 = !{ptr @s121_gt_down_tid_odd_2_u1, !"kernel", i32 1}
!48 = !{ptr @s122_lt_tid_odd_3, !"kernel", i32 1}
!49 = !{ptr @s122_lt_tid_odd_3_u1, !"kernel", i32 1}
!50 = !{ptr @s123_le_tid_odd_3, !"kernel", i32 1}
!51 = !{ptr @s123_le_tid_odd_3_u1, !"kernel", i32 1}
!52 = !{ptr @s124_lt_tid_odd_param, !"kernel", i32 1}
!53 = !{ptr @s124_lt_tid_odd_param_u1, !"kernel", i32 1}
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
!67 = distinct !{!67, !64}
!68 = distinct !{!68, !62}
!69 = distinct !{!69, !62, !64}
!70 = distinct !{!70, !64}
!71 = distinct !{!71, !62}
!72 = distinct !{!72, !62, !64}
!73 = distinct !{!73, !64}
!74 = distinct !{!74, !62}
!75 = distinct !{!75, !62, !64}
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
!90 = distinct !{!90, !64}
!91 = distinct !{!91, !62}
!92 = distinct !{!92, !62, !64}
!93 = distinct !{!93, !64}
!94 = distinct !{!94, !62}
!95 = distinct !{!95, !62, !64}
!96 = distinct !{!96, !64}
!97 = distinct !{!97, !62}
!98 = distinct !{!98, !62, !64}
!99 = distinct !{!99, !64}
!100 = distinct !{!100, !62}
!101 = distinct !{!101, !62, !64}
!102 = distinct !{!102, !64}
!103 = distinct !{!103, !62}
!104 = distinct !{!104, !62, !64}
!105 = distinct !{!105, !62}
!106 = distinct !{!106, !62, !64}
!107 = distinct !{!107, !64}
!108 = distinct !{!108, !62}
!109 = distinct !{!109, !62, !64}
!110 = distinct !{!110, !62}
!111 = distinct !{!111, !62, !64}
!112 = distinct !{!112, !62}
!113 = distinct !{!113, !62, !64}
