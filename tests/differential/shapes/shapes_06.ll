; ModuleID = 'shapes_06.cu'
source_filename = "shapes_06.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s150_lt_param_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s150_lt_param_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s151_le_param_params_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s151_le_param_params_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %5
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s152_lt_param_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %10
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s152_lt_param_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %10
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %11, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s153_ge_down_param_params_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -1
  %9 = add i32 %8, %4
  %10 = icmp slt i32 %9, %5
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %12, label %20

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
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %11
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %12, label %20, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s153_ge_down_param_params_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -1
  %9 = add i32 %8, %4
  %10 = icmp slt i32 %9, %5
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %12, label %20

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
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %11
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %12, label %20, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s154_lt_param_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, 12
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s154_lt_param_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, 12
  %28 = icmp slt i32 %27, %8
  br i1 %28, label %19, label %10, !llvm.loop !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s155_gt_down_param_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -12
  %28 = icmp sgt i32 %27, %5
  br i1 %28, label %19, label %10, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s155_gt_down_param_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, %5
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
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -12
  %28 = icmp sgt i32 %27, %5
  br i1 %28, label %19, label %10, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s156_lt_param_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = sub i32 %8, %5
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %23, %14 ], [ %5, %10 ]
  %16 = phi float [ %22, %14 ], [ 0.000000e+00, %10 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %10 ]
  %18 = fmul contract float %16, 5.000000e-01
  %19 = sext i32 %15 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %18, %21
  %23 = add nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %12
  br i1 %25, label %26, label %14, !llvm.loop !75

26:                                               ; preds = %14, %10
  %27 = phi float [ poison, %10 ], [ %22, %14 ]
  %28 = phi i32 [ %5, %10 ], [ %23, %14 ]
  %29 = phi float [ 0.000000e+00, %10 ], [ %22, %14 ]
  %30 = sub i32 %5, %8
  %31 = icmp ugt i32 %30, -4
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 4
  %34 = getelementptr i8, ptr %0, i64 8
  %35 = getelementptr i8, ptr %0, i64 12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %27, %26 ], [ %66, %44 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %8
  %41 = add i32 %40, %38
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %37, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %44, %32
  %45 = phi i32 [ %28, %32 ], [ %67, %44 ]
  %46 = phi float [ %29, %32 ], [ %66, %44 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = sext i32 %45 to i64
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
  %67 = add nsw i32 %45, 4
  %68 = icmp eq i32 %67, %8
  br i1 %68, label %36, label %44, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s156_lt_param_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 1
  %27 = icmp eq i32 %26, %8
  br i1 %27, label %10, label %18, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s157_le_param_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %33, label %10

10:                                               ; preds = %7
  %11 = add nuw nsw i32 %8, 1
  %12 = sub i32 %11, %5
  %13 = sub i32 %8, %5
  %14 = and i32 %12, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %25, %16 ], [ %5, %10 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %10 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !78

28:                                               ; preds = %16, %10
  %29 = phi float [ poison, %10 ], [ %24, %16 ]
  %30 = phi i32 [ %5, %10 ], [ %25, %16 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %24, %16 ]
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
  %45 = sext i32 %42 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %44, %47
  %49 = add i32 %42, 1
  %50 = fmul contract float %48, 5.000000e-01
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = add i32 %42, 2
  %56 = fmul contract float %54, 5.000000e-01
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = add i32 %42, 3
  %62 = fmul contract float %60, 5.000000e-01
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %62, %65
  %67 = add i32 %42, 4
  %68 = icmp eq i32 %61, %8
  br i1 %68, label %33, label %41, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s157_le_param_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %19, %8
  br i1 %27, label %10, label %18, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s158_ge_down_param_ntid_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
  br i1 %9, label %10, label %36

10:                                               ; preds = %7
  %11 = sub i32 %8, %5
  %12 = and i32 %11, 3
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %18, %14 ], [ %8, %10 ]
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
  br i1 %25, label %26, label %14, !llvm.loop !81

26:                                               ; preds = %14, %10
  %27 = phi i32 [ %8, %10 ], [ %18, %14 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %23, %14 ]
  %29 = phi float [ poison, %10 ], [ %23, %14 ]
  %30 = sub i32 %5, %8
  %31 = icmp ugt i32 %30, -4
  br i1 %31, label %36, label %32

32:                                               ; preds = %26
  %33 = getelementptr i8, ptr %0, i64 -4
  %34 = getelementptr i8, ptr %0, i64 -8
  %35 = getelementptr i8, ptr %0, i64 -12
  br label %44

36:                                               ; preds = %26, %44, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %29, %26 ], [ %67, %44 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = mul i32 %39, %8
  %41 = add i32 %40, %38
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
  %68 = icmp sgt i32 %62, %5
  br i1 %68, label %44, label %36, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s158_ge_down_param_ntid_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %8
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %21, %18 ], [ %8, %7 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %21 = add nsw i32 %19, -1
  %22 = fmul contract float %20, 5.000000e-01
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = icmp sgt i32 %21, %5
  br i1 %27, label %18, label %10, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s159_lt_param_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 2
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s159_lt_param_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 2
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s160_gt_down_param_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %10, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s160_gt_down_param_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %10, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s161_lt_param_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s161_lt_param_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s162_le_param_ntid_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %10, label %18, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s162_le_param_ntid_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %10, label %18, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s163_lt_param_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s163_lt_param_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s164_le_param_ntid_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %10, label %18, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s164_le_param_ntid_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %5
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %10, label %18, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s165_lt_param_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %8
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %18, label %10, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s165_lt_param_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %8
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %18, label %10, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s166_ge_down_param_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = add nsw i32 %8, -1
  br label %20

12:                                               ; preds = %20, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %8
  %17 = add i32 %16, %14
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %20
  %21 = phi i32 [ %28, %20 ], [ %11, %10 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %10 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %8
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %12, label %20, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s166_ge_down_param_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = add nsw i32 %8, -1
  br label %20

12:                                               ; preds = %20, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %27, %20 ]
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, %8
  %17 = add i32 %16, %14
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %20
  %21 = phi i32 [ %28, %20 ], [ %11, %10 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %10 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = sub nsw i32 %21, %8
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %12, label %20, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s167_lt_param_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 12
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s167_lt_param_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 12
  %27 = icmp slt i32 %26, %8
  br i1 %27, label %18, label %10, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s168_gt_down_param_ntid_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %10, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s168_gt_down_param_ntid_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp sgt i32 %8, %5
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
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %10, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s169_lt_param_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
  br i1 %8, label %9, label %31

9:                                                ; preds = %7
  %10 = sub i32 0, %5
  %11 = and i32 %10, 3
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %22, %13 ], [ %5, %9 ]
  %15 = phi float [ %21, %13 ], [ 0.000000e+00, %9 ]
  %16 = phi i32 [ %23, %13 ], [ 0, %9 ]
  %17 = fmul contract float %15, 5.000000e-01
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %17, %20
  %22 = add i32 %14, 1
  %23 = add i32 %16, 1
  %24 = icmp eq i32 %23, %11
  br i1 %24, label %25, label %13, !llvm.loop !104

25:                                               ; preds = %13, %9
  %26 = phi float [ poison, %9 ], [ %21, %13 ]
  %27 = phi i32 [ %5, %9 ], [ %22, %13 ]
  %28 = phi float [ 0.000000e+00, %9 ], [ %21, %13 ]
  %29 = add i32 %5, -9
  %30 = icmp ult i32 %29, 3
  br i1 %30, label %31, label %40

31:                                               ; preds = %25, %40, %7
  %32 = phi float [ 0.000000e+00, %7 ], [ %26, %25 ], [ %65, %40 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %32, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %25, %40
  %41 = phi i32 [ %66, %40 ], [ %27, %25 ]
  %42 = phi float [ %65, %40 ], [ %28, %25 ]
  %43 = fmul contract float %42, 5.000000e-01
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %43, %46
  %48 = add i32 %41, 1
  %49 = fmul contract float %47, 5.000000e-01
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = add i32 %41, 2
  %55 = fmul contract float %53, 5.000000e-01
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add i32 %41, 3
  %61 = fmul contract float %59, 5.000000e-01
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add i32 %41, 4
  %67 = icmp eq i32 %66, 12
  br i1 %67, label %31, label %40, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s169_lt_param_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, 12
  br i1 %27, label %9, label %18, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s170_le_param_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 13
  br i1 %8, label %9, label %31

9:                                                ; preds = %7
  %10 = sub i32 1, %5
  %11 = and i32 %10, 3
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %22, %13 ], [ %5, %9 ]
  %15 = phi float [ %21, %13 ], [ 0.000000e+00, %9 ]
  %16 = phi i32 [ %23, %13 ], [ 0, %9 ]
  %17 = fmul contract float %15, 5.000000e-01
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %17, %20
  %22 = add i32 %14, 1
  %23 = add i32 %16, 1
  %24 = icmp eq i32 %23, %11
  br i1 %24, label %25, label %13, !llvm.loop !107

25:                                               ; preds = %13, %9
  %26 = phi float [ poison, %9 ], [ %21, %13 ]
  %27 = phi i32 [ %5, %9 ], [ %22, %13 ]
  %28 = phi float [ 0.000000e+00, %9 ], [ %21, %13 ]
  %29 = add i32 %5, -10
  %30 = icmp ult i32 %29, 3
  br i1 %30, label %31, label %40

31:                                               ; preds = %25, %40, %7
  %32 = phi float [ 0.000000e+00, %7 ], [ %26, %25 ], [ %65, %40 ]
  %33 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %32, ptr %39, align 4, !tbaa !57
  ret void

40:                                               ; preds = %25, %40
  %41 = phi i32 [ %66, %40 ], [ %27, %25 ]
  %42 = phi float [ %65, %40 ], [ %28, %25 ]
  %43 = fmul contract float %42, 5.000000e-01
  %44 = sext i32 %41 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %43, %46
  %48 = add i32 %41, 1
  %49 = fmul contract float %47, 5.000000e-01
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = add i32 %41, 2
  %55 = fmul contract float %53, 5.000000e-01
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = add i32 %41, 3
  %61 = fmul contract float %59, 5.000000e-01
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !57
  %65 = fadd contract float %61, %64
  %66 = add i32 %41, 4
  %67 = icmp eq i32 %66, 13
  br i1 %67, label %31, label %40, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s170_le_param_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 13
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, 13
  br i1 %27, label %9, label %18, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s171_ge_down_param_tile_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %5, 11
  br i1 %8, label %36, label %9

9:                                                ; preds = %7
  %10 = sub i32 12, %5
  %11 = and i32 %10, 3
  %12 = add i32 %5, -9
  %13 = icmp ult i32 %12, 3
  br i1 %13, label %19, label %14

14:                                               ; preds = %9
  %15 = and i32 %10, -4
  %16 = getelementptr i8, ptr %0, i64 -4
  %17 = getelementptr i8, ptr %0, i64 -8
  %18 = getelementptr i8, ptr %0, i64 -12
  br label %45

19:                                               ; preds = %45, %9
  %20 = phi float [ poison, %9 ], [ %68, %45 ]
  %21 = phi i32 [ 11, %9 ], [ %69, %45 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %68, %45 ]
  %23 = icmp eq i32 %11, 0
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
  %33 = add nsw i32 %25, -1
  %34 = add i32 %27, 1
  %35 = icmp eq i32 %34, %11
  br i1 %35, label %36, label %24, !llvm.loop !110

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

45:                                               ; preds = %45, %14
  %46 = phi i32 [ 11, %14 ], [ %69, %45 ]
  %47 = phi float [ 0.000000e+00, %14 ], [ %68, %45 ]
  %48 = phi i32 [ 0, %14 ], [ %70, %45 ]
  %49 = fmul contract float %47, 5.000000e-01
  %50 = sext i32 %46 to i64
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !57
  %53 = fadd contract float %49, %52
  %54 = fmul contract float %53, 5.000000e-01
  %55 = sext i32 %46 to i64
  %56 = getelementptr float, ptr %16, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !57
  %58 = fadd contract float %54, %57
  %59 = fmul contract float %58, 5.000000e-01
  %60 = sext i32 %46 to i64
  %61 = getelementptr float, ptr %17, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = fmul contract float %63, 5.000000e-01
  %65 = sext i32 %46 to i64
  %66 = getelementptr float, ptr %18, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nsw i32 %46, -4
  %70 = add i32 %48, 4
  %71 = icmp eq i32 %70, %15
  br i1 %71, label %19, label %45, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s171_ge_down_param_tile_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %5, 11
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
  %19 = phi i32 [ %26, %18 ], [ 11, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -1
  %27 = icmp sgt i32 %19, %5
  br i1 %27, label %18, label %9, !llvm.loop !112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s172_lt_param_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 2
  %27 = icmp slt i32 %19, 10
  br i1 %27, label %18, label %9, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s172_lt_param_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 2
  %27 = icmp slt i32 %19, 10
  br i1 %27, label %18, label %9, !llvm.loop !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s173_gt_down_param_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
  br i1 %8, label %9, label %37

9:                                                ; preds = %7
  %10 = sub i32 11, %5
  %11 = lshr i32 %10, 1
  %12 = add nuw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %10, 6
  br i1 %14, label %20, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, -4
  %17 = getelementptr i8, ptr %0, i64 -8
  %18 = getelementptr i8, ptr %0, i64 -16
  %19 = getelementptr i8, ptr %0, i64 -24
  br label %46

20:                                               ; preds = %46, %9
  %21 = phi float [ poison, %9 ], [ %69, %46 ]
  %22 = phi i32 [ 12, %9 ], [ %70, %46 ]
  %23 = phi float [ 0.000000e+00, %9 ], [ %69, %46 ]
  %24 = icmp eq i32 %13, 0
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
  %34 = add nsw i32 %26, -2
  %35 = add i32 %28, 1
  %36 = icmp eq i32 %35, %13
  br i1 %36, label %37, label %25, !llvm.loop !115

37:                                               ; preds = %20, %25, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %21, %20 ], [ %33, %25 ]
  %39 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = add i32 %42, %39
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %38, ptr %45, align 4, !tbaa !57
  ret void

46:                                               ; preds = %46, %15
  %47 = phi i32 [ 12, %15 ], [ %70, %46 ]
  %48 = phi float [ 0.000000e+00, %15 ], [ %69, %46 ]
  %49 = phi i32 [ 0, %15 ], [ %71, %46 ]
  %50 = fmul contract float %48, 5.000000e-01
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %54, 5.000000e-01
  %56 = sext i32 %47 to i64
  %57 = getelementptr float, ptr %17, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = sext i32 %47 to i64
  %62 = getelementptr float, ptr %18, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = sext i32 %47 to i64
  %67 = getelementptr float, ptr %19, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nsw i32 %47, -8
  %71 = add i32 %49, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %20, label %46, !llvm.loop !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s173_gt_down_param_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ 12, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, -2
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %9, !llvm.loop !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s174_lt_param_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %19, 9
  br i1 %27, label %18, label %9, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s174_lt_param_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %19, 9
  br i1 %27, label %18, label %9, !llvm.loop !119
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
!4 = !{ptr @s150_lt_param_params_param, !"kernel", i32 1}
!5 = !{ptr @s150_lt_param_params_param_u1, !"kernel", i32 1}
!6 = !{ptr @s151_le_param_params_param, !"kernel", i32 1}
!7 = !{ptr @s151_le_param_params_param_u1, !"kernel", i32 1}
!8 = !{ptr @s152_lt_param_params_ntid, !"kernel", i32 1}
!9 = !{ptr @s152_lt_param_params_ntid_u1, !"kernel", i32 1}
!10 = !{ptr @s153_ge_down_param_params_ntid, !"kernel", i32 1}
!11 = !{ptr @s153_ge_down_param_params_ntid_u1, !"kernel", i32 1}
!12 = !{ptr @s154_lt_param_params_tile, !"kernel", i32 1}
!13 = !{ptr @s154_lt_param_params_tile_u1, !"kernel", i32 1}
!14 = !{ptr @s155_gt_down_param_params_tile, !"kernel", i32 1}
!15 = !{ptr @s155_gt_down_param_params_tile_u1, !"kernel", i32 1}
!16 = !{ptr @s156_lt_param_ntid_1, !"kernel", i32 1}
!17 = !{ptr @s156_lt_param_ntid_1_u1, !"kernel", i32 1}
!18 = !{ptr @s157_le_param_ntid_1, !"kernel", i32 1}
!19 = !{ptr @s157_le_param_ntid_1_u1, !"kernel", i32 1}
!20 = !{ptr @s158_ge_down_param_ntid_1, !"kernel", i32 1}
!21 = !{ptr @s158_ge_down_param_ntid_1_u1, !"kernel", i32 1}
!22 = !{ptr @s159_lt_param_ntid_2, !"kernel", i32 1}
!23 = !{ptr @s159_lt_param_ntid_2_u1, !"kernel", i32 1}
!24 = !{ptr @s160_gt_down_param_ntid_2, !"kernel", i32 1}
!25 = !{ptr @s160_gt_down_param_ntid_2_u1, !"kernel", i32 1}
!26 = !{ptr @s161_lt_param_ntid_3, !"kernel", i32 1}
!27 = !{ptr @s161_lt_param_ntid_3_u1, !"kernel", i32 1}
!28 = !{ptr @s162_le_param_ntid_3, !"kernel", i32 1}
!29 = !{ptr @s162_le_param_ntid_3_u1, !"kernel", i32 1}
!30 = !{ptr @s163_lt_param_ntid_param, !"kernel", i32 1}
!31 = !{ptr @s163_lt_param_ntid_param_u1, !"kernel", i32 1}
!32 = !{ptr @s164_le_param_ntid_param, !"kernel", i32 1}
!33 = !{ptr @s164_le_param_ntid_param_u1, !"kernel", i32 1}
!34 = !{ptr @s165_lt_param_ntid_ntid, !"kernel", i32 1}
!35 = !{ptr @s165_lt_param_ntid_ntid_u1, !"kernel", i32 1}
!36 = !{ptr @s166_ge_down_param_ntid_ntid, !"kernel", i32 1}
!37 = !{ptr @s166_ge_down_param_ntid_ntid_u1, !"kernel", i32 1}
!38 = !{ptr @s167_lt_param_ntid_tile, !"kernel", i32 1}
!39 = !{ptr @s167_lt_param_ntid_tile_u1, !"kernel", i32 1}
!40 = !{ptr @s168_gt_down_param_ntid_tile, !"kernel", i32 1}
!41 = !{ptr @s168_gt_down_param_ntid_tile_u1, !"kernel", i32 1}
!42 = !{ptr @s169_lt_param_tile_1, !"kernel", i32 1}
!43 = !{ptr @s169_lt_param_tile_1_u1, !"kernel", i32 1}
!44 = !{ptr @s170_le_param_tile_1, !"kernel", i32 1}
!45 = !{ptr @s170_le_param_tile_1_u1, !"kernel", i32 1}
!46 = !{ptr @s171_ge_down_param_tile_1, !"kernel", i32 1}
!47 = !{ptr @s171_ge_down_param_tile_1_u1, !"kernel", i32 1}
!48 = !{ptr @s172_lt_param_tile_2, !"kernel", i32 1}
!49 = !{ptr @s172_lt_param_tile_2_u1, !"kernel", i32 1}
!50 = !{ptr @s173_gt_down_param_tile_2, !"kernel", i32 1}
!51 = !{ptr @s173_gt_down_param_tile_2_u1, !"kernel", i32 1}
!52 = !{ptr @s174_lt_param_tile_3, !"kernel", i32 1}
!53 = !{ptr @s174_lt_param_tile_3_u1, !"kernel", i32 1}
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
!69 = distinct !{!69, !62}
!70 = distinct !{!70, !62, !64}
!71 = distinct !{!71, !62}
!72 = distinct !{!72, !62, !64}
!73 = distinct !{!73, !62}
!74 = distinct !{!74, !62, !64}
!75 = distinct !{!75, !64}
!76 = distinct !{!76, !62}
!77 = distinct !{!77, !62, !64}
!78 = distinct !{!78, !64}
!79 = distinct !{!79, !62}
!80 = distinct !{!80, !62, !64}
!81 = distinct !{!81, !64}
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
!98 = distinct !{!98, !62}
!99 = distinct !{!99, !62, !64}
!100 = distinct !{!100, !62}
!101 = distinct !{!101, !62, !64}
!102 = distinct !{!102, !62}
!103 = distinct !{!103, !62, !64}
!104 = distinct !{!104, !64}
!105 = distinct !{!105, !62}
!106 = distinct !{!106, !62, !64}
!107 = distinct !{!107, !64}
!108 = distinct !{!108, !62}
!109 = distinct !{!109, !62, !64}
!110 = distinct !{!110, !64}
!111 = distinct !{!111, !62}
!112 = distinct !{!112, !62, !64}
!113 = distinct !{!113, !62}
!114 = distinct !{!114, !62, !64}
!115 = distinct !{!115, !64}
!116 = distinct !{!116, !62}
!117 = distinct !{!117, !62, !64}
!118 = distinct !{!118, !62}
!119 = distinct !{!119, !62, !64}
