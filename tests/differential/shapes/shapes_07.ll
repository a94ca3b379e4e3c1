; ModuleID = 'shapes_07.cu'
source_filename = "shapes_07.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s175_le_param_tile_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %19, 10
  br i1 %27, label %18, label %9, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s175_le_param_tile_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, 3
  %27 = icmp slt i32 %19, 10
  br i1 %27, label %18, label %9, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s176_lt_param_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %9, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s176_lt_param_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %9, !llvm.loop !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s177_le_param_tile_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 13
  br i1 %27, label %18, label %9, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s177_le_param_tile_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, %5
  %27 = icmp slt i32 %26, 13
  br i1 %27, label %18, label %9, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s178_lt_param_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %9
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %10, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s178_lt_param_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
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
  %19 = phi i32 [ %26, %18 ], [ %5, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %19, %9
  %27 = icmp slt i32 %26, 12
  br i1 %27, label %18, label %10, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s179_ge_down_param_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %5, 11
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ 11, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = sub nsw i32 %19, %9
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %10, label %18, !llvm.loop !71
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s179_ge_down_param_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp sgt i32 %5, 11
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %18

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
  %19 = phi i32 [ %26, %18 ], [ 11, %7 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = sub nsw i32 %19, %9
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %10, label %18, !llvm.loop !72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s180_lt_param_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, 12
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %18, label %9, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s180_lt_param_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, 12
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %18, label %9, !llvm.loop !74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s181_gt_down_param_tile_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp slt i32 %5, 12
  br i1 %8, label %9, label %37

9:                                                ; preds = %7
  %10 = sub i32 11, %5
  %11 = udiv i32 %10, 12
  %12 = add nuw nsw i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %10, 36
  br i1 %14, label %20, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, 1073741820
  %17 = getelementptr i8, ptr %0, i64 -48
  %18 = getelementptr i8, ptr %0, i64 -96
  %19 = getelementptr i8, ptr %0, i64 -144
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
  %34 = add nsw i32 %26, -12
  %35 = add i32 %28, 1
  %36 = icmp eq i32 %35, %13
  br i1 %36, label %37, label %25, !llvm.loop !75

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
  %70 = add nsw i32 %47, -48
  %71 = add i32 %49, 4
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %20, label %46, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s181_gt_down_param_tile_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %26 = add nsw i32 %19, -12
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %18, label %9, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s182_lt_param_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %33, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
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
  br i1 %32, label %33, label %42

33:                                               ; preds = %28, %42, %7
  %34 = phi float [ 0.000000e+00, %7 ], [ %29, %28 ], [ %67, %42 ]
  %35 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = add i32 %38, %35
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  store float %34, ptr %41, align 4, !tbaa !57
  ret void

42:                                               ; preds = %28, %42
  %43 = phi i32 [ %68, %42 ], [ %30, %28 ]
  %44 = phi float [ %67, %42 ], [ %31, %28 ]
  %45 = fmul contract float %44, 5.000000e-01
  %46 = sext i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %45, %48
  %50 = add i32 %43, 1
  %51 = fmul contract float %49, 5.000000e-01
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = add i32 %43, 2
  %57 = fmul contract float %55, 5.000000e-01
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !57
  %61 = fadd contract float %57, %60
  %62 = add i32 %43, 3
  %63 = fmul contract float %61, 5.000000e-01
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !57
  %67 = fadd contract float %63, %66
  %68 = add i32 %43, 4
  %69 = icmp eq i32 %62, %8
  br i1 %69, label %33, label %42, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s182_lt_param_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %20, %8
  br i1 %28, label %10, label %19, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s183_le_param_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %35, label %11

11:                                               ; preds = %7
  %12 = xor i32 %8, 2
  %13 = sub i32 %12, %5
  %14 = or disjoint i32 %8, 1
  %15 = sub i32 %14, %5
  %16 = and i32 %13, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %11, %18
  %19 = phi i32 [ %27, %18 ], [ %5, %11 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %11 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %11 ]
  %22 = fmul contract float %20, 5.000000e-01
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add i32 %19, 1
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %16
  br i1 %29, label %30, label %18, !llvm.loop !81

30:                                               ; preds = %18, %11
  %31 = phi float [ poison, %11 ], [ %26, %18 ]
  %32 = phi i32 [ %5, %11 ], [ %27, %18 ]
  %33 = phi float [ 0.000000e+00, %11 ], [ %26, %18 ]
  %34 = icmp ult i32 %15, 3
  br i1 %34, label %35, label %44

35:                                               ; preds = %30, %44, %7
  %36 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ], [ %69, %44 ]
  %37 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = add i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %36, ptr %43, align 4, !tbaa !57
  ret void

44:                                               ; preds = %30, %44
  %45 = phi i32 [ %70, %44 ], [ %32, %30 ]
  %46 = phi float [ %69, %44 ], [ %33, %30 ]
  %47 = fmul contract float %46, 5.000000e-01
  %48 = sext i32 %45 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %47, %50
  %52 = add i32 %45, 1
  %53 = fmul contract float %51, 5.000000e-01
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !57
  %57 = fadd contract float %53, %56
  %58 = add i32 %45, 2
  %59 = fmul contract float %57, 5.000000e-01
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = add i32 %45, 3
  %65 = fmul contract float %63, 5.000000e-01
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add i32 %45, 4
  %71 = add i32 %45, 2
  %72 = icmp eq i32 %71, %8
  br i1 %72, label %35, label %44, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s183_le_param_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = or disjoint i32 %8, 1
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

22:                                               ; preds = %11, %22
  %23 = phi i32 [ %30, %22 ], [ %5, %11 ]
  %24 = phi float [ %29, %22 ], [ 0.000000e+00, %11 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add i32 %23, 1
  %31 = icmp eq i32 %23, %12
  br i1 %31, label %13, label %22, !llvm.loop !83
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s184_ge_down_param_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %36, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
  %12 = sub i32 %11, %5
  %13 = sub i32 %8, %5
  %14 = and i32 %12, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %25, %16 ], [ %8, %10 ]
  %18 = phi float [ %24, %16 ], [ 0.000000e+00, %10 ]
  %19 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nsw i32 %17, -1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !84

28:                                               ; preds = %16, %10
  %29 = phi i32 [ %8, %10 ], [ %25, %16 ]
  %30 = phi float [ 0.000000e+00, %10 ], [ %24, %16 ]
  %31 = phi float [ poison, %10 ], [ %24, %16 ]
  %32 = icmp ult i32 %13, 3
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %0, i64 -4
  %35 = getelementptr i8, ptr %0, i64 -8
  br label %45

36:                                               ; preds = %28, %45, %7
  %37 = phi float [ 0.000000e+00, %7 ], [ %31, %28 ], [ %68, %45 ]
  %38 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %38
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %37, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %45, %33
  %46 = phi i32 [ %29, %33 ], [ %69, %45 ]
  %47 = phi float [ %30, %33 ], [ %68, %45 ]
  %48 = fmul contract float %47, 5.000000e-01
  %49 = sext i32 %46 to i64
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
  %63 = add nsw i32 %46, -3
  %64 = fmul contract float %62, 5.000000e-01
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !57
  %68 = fadd contract float %64, %67
  %69 = add nsw i32 %46, -4
  %70 = icmp sgt i32 %63, %5
  br i1 %70, label %45, label %36, !llvm.loop !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s184_ge_down_param_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, -1
  %28 = icmp sgt i32 %20, %5
  br i1 %28, label %19, label %10, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s185_lt_param_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s185_lt_param_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 2
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s186_gt_down_param_odd_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %38, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
  %12 = sub i32 %8, %5
  %13 = lshr i32 %12, 1
  %14 = add nuw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10, %17
  %18 = phi i32 [ %26, %17 ], [ %11, %10 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %10 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %10 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = sext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %18, -2
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !89

29:                                               ; preds = %17, %10
  %30 = phi i32 [ %11, %10 ], [ %26, %17 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %25, %17 ]
  %32 = phi float [ poison, %10 ], [ %25, %17 ]
  %33 = icmp ult i32 %12, 6
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 -8
  %36 = getelementptr i8, ptr %0, i64 -16
  %37 = getelementptr i8, ptr %0, i64 -24
  br label %47

38:                                               ; preds = %29, %47, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %32, %29 ], [ %69, %47 ]
  %40 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %43 = mul i32 %41, %42
  %44 = add i32 %43, %40
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %39, ptr %46, align 4, !tbaa !57
  ret void

47:                                               ; preds = %47, %34
  %48 = phi i32 [ %30, %34 ], [ %70, %47 ]
  %49 = phi float [ %31, %34 ], [ %69, %47 ]
  %50 = fmul contract float %49, 5.000000e-01
  %51 = sext i32 %48 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %54, 5.000000e-01
  %56 = sext i32 %48 to i64
  %57 = getelementptr float, ptr %35, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = sext i32 %48 to i64
  %62 = getelementptr float, ptr %36, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = sext i32 %48 to i64
  %67 = getelementptr float, ptr %37, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nsw i32 %48, -8
  %71 = icmp sgt i32 %70, %5
  br i1 %71, label %47, label %38, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s186_gt_down_param_odd_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
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

21:                                               ; preds = %10, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %10 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %10 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -2
  %30 = icmp sgt i32 %29, %5
  br i1 %30, label %21, label %12, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s187_lt_param_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 3
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s187_lt_param_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 3
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s188_le_param_odd_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
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
  %21 = phi i32 [ %28, %20 ], [ %5, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, 3
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !94
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s188_le_param_odd_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
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
  %21 = phi i32 [ %28, %20 ], [ %5, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, 3
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s189_lt_param_odd_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  br i1 %28, label %10, label %19, !llvm.loop !96
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s189_lt_param_odd_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  br i1 %28, label %10, label %19, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s190_le_param_odd_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
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
  %21 = phi i32 [ %28, %20 ], [ %5, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, %5
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s190_le_param_odd_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = or disjoint i32 %8, 1
  %10 = icmp slt i32 %9, %5
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
  %21 = phi i32 [ %28, %20 ], [ %5, %7 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %7 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  %28 = add nsw i32 %21, %5
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %11, label %20, !llvm.loop !99
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s191_lt_param_odd_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %10
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %11, label %19, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s191_lt_param_odd_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %5, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %20, %10
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %11, label %19, !llvm.loop !101
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s192_ge_down_param_odd_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = sub nsw i32 %20, %10
  %28 = icmp slt i32 %27, %5
  br i1 %28, label %11, label %19, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s192_ge_down_param_odd_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
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
  %20 = phi i32 [ %27, %19 ], [ %8, %7 ]
  %21 = phi float [ %26, %19 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = sub nsw i32 %20, %10
  %28 = icmp slt i32 %27, %5
  br i1 %28, label %11, label %19, !llvm.loop !103
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s193_lt_param_odd_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s193_lt_param_odd_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
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
  %27 = add nsw i32 %20, 12
  %28 = icmp sgt i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s194_gt_down_param_odd_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %38, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
  %12 = sub i32 %8, %5
  %13 = udiv i32 %12, 12
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10, %17
  %18 = phi i32 [ %26, %17 ], [ %11, %10 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %10 ]
  %20 = phi i32 [ %27, %17 ], [ 0, %10 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = sext i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %18, -12
  %27 = add i32 %20, 1
  %28 = icmp eq i32 %27, %15
  br i1 %28, label %29, label %17, !llvm.loop !106

29:                                               ; preds = %17, %10
  %30 = phi i32 [ %11, %10 ], [ %26, %17 ]
  %31 = phi float [ 0.000000e+00, %10 ], [ %25, %17 ]
  %32 = phi float [ poison, %10 ], [ %25, %17 ]
  %33 = icmp ult i32 %12, 36
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = getelementptr i8, ptr %0, i64 -48
  %36 = getelementptr i8, ptr %0, i64 -96
  %37 = getelementptr i8, ptr %0, i64 -144
  br label %47

38:                                               ; preds = %29, %47, %7
  %39 = phi float [ 0.000000e+00, %7 ], [ %32, %29 ], [ %69, %47 ]
  %40 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %41 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %43 = mul i32 %41, %42
  %44 = add i32 %43, %40
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %39, ptr %46, align 4, !tbaa !57
  ret void

47:                                               ; preds = %47, %34
  %48 = phi i32 [ %30, %34 ], [ %70, %47 ]
  %49 = phi float [ %31, %34 ], [ %69, %47 ]
  %50 = fmul contract float %49, 5.000000e-01
  %51 = sext i32 %48 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !57
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %54, 5.000000e-01
  %56 = sext i32 %48 to i64
  %57 = getelementptr float, ptr %35, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !57
  %59 = fadd contract float %55, %58
  %60 = fmul contract float %59, 5.000000e-01
  %61 = sext i32 %48 to i64
  %62 = getelementptr float, ptr %36, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 5.000000e-01
  %66 = sext i32 %48 to i64
  %67 = getelementptr float, ptr %37, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !57
  %69 = fadd contract float %65, %68
  %70 = add nsw i32 %48, -48
  %71 = icmp sgt i32 %70, %5
  br i1 %71, label %47, label %38, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s194_gt_down_param_odd_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = or disjoint i32 %8, 1
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

21:                                               ; preds = %10, %21
  %22 = phi i32 [ %29, %21 ], [ %11, %10 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %10 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = sext i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = add nsw i32 %22, -12
  %30 = icmp sgt i32 %29, %5
  br i1 %30, label %21, label %12, !llvm.loop !108
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s195_ne_zero_param(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %31, label %9

9:                                                ; preds = %7
  %10 = and i32 %3, 3
  %11 = icmp ult i32 %3, 4
  br i1 %11, label %14, label %12

12:                                               ; preds = %9
  %13 = and i32 %3, -4
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
  br i1 %30, label %31, label %19, !llvm.loop !109

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
  br i1 %69, label %14, label %40, !llvm.loop !110
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s195_ne_zero_param_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = icmp eq i32 %3, 0
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
  %26 = add nuw nsw i32 %19, 1
  %27 = icmp eq i32 %26, %3
  br i1 %27, label %9, label %18, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s196_ne_zero_params(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %34, label %10

10:                                               ; preds = %7
  %11 = add i32 %4, %3
  %12 = add i32 %11, -1
  %13 = and i32 %8, 3
  %14 = icmp ult i32 %12, 3
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  %16 = and i32 %8, -4
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
  br i1 %33, label %34, label %22, !llvm.loop !112

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
  br i1 %72, label %17, label %43, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s196_ne_zero_params_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %4, %3
  %9 = icmp eq i32 %8, 0
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
  %27 = add nuw nsw i32 %20, 1
  %28 = icmp eq i32 %27, %8
  br i1 %28, label %10, label %19, !llvm.loop !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s197_ne_zero_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  br i1 %29, label %30, label %18, !llvm.loop !115

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
  br i1 %67, label %13, label %38, !llvm.loop !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s197_ne_zero_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  br i1 %25, label %9, label %16, !llvm.loop !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s198_ne_zero_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
define dso_local void @s198_ne_zero_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  br i1 %25, label %8, label %16, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s199_ne_zero_odd(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  %9 = and i32 %8, 2
  %10 = icmp ult i32 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i32 %8, -4
  br label %36

13:                                               ; preds = %7, %36
  %14 = phi i32 [ 0, %7 ], [ %63, %36 ]
  %15 = phi float [ 0.000000e+00, %7 ], [ %62, %36 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %14, %13 ], [ %25, %16 ]
  %18 = phi float [ %15, %13 ], [ %24, %16 ]
  %19 = phi i32 [ 0, %13 ], [ %26, %16 ]
  %20 = fmul contract float %18, 5.000000e-01
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nuw nsw i32 %17, 1
  %26 = add i32 %19, 1
  %27 = icmp eq i32 %19, %9
  br i1 %27, label %28, label %16, !llvm.loop !119

28:                                               ; preds = %16
  %29 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = add i32 %32, %29
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %2, i64 %34
  store float %24, ptr %35, align 4, !tbaa !57
  ret void

36:                                               ; preds = %36, %11
  %37 = phi i32 [ 0, %11 ], [ %63, %36 ]
  %38 = phi float [ 0.000000e+00, %11 ], [ %62, %36 ]
  %39 = phi i32 [ 0, %11 ], [ %64, %36 ]
  %40 = fmul contract float %38, 5.000000e-01
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !57
  %44 = fadd contract float %40, %43
  %45 = or disjoint i32 %37, 1
  %46 = fmul contract float %44, 5.000000e-01
  %47 = zext nneg i32 %45 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !57
  %50 = fadd contract float %46, %49
  %51 = or disjoint i32 %37, 2
  %52 = fmul contract float %50, 5.000000e-01
  %53 = zext nneg i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !57
  %56 = fadd contract float %52, %55
  %57 = or disjoint i32 %37, 3
  %58 = fmul contract float %56, 5.000000e-01
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !57
  %62 = fadd contract float %58, %61
  %63 = add nuw nsw i32 %37, 4
  %64 = add i32 %39, 4
  %65 = icmp eq i32 %64, %12
  br i1 %65, label %13, label %36, !llvm.loop !120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s199_ne_zero_odd_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = shl nsw i32 %3, 1
  br label %17

9:                                                ; preds = %17
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %10
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %2, i64 %15
  store float %24, ptr %16, align 4, !tbaa !57
  ret void

17:                                               ; preds = %7, %17
  %18 = phi i32 [ 0, %7 ], [ %25, %17 ]
  %19 = phi float [ 0.000000e+00, %7 ], [ %24, %17 ]
  %20 = fmul contract float %19, 5.000000e-01
  %21 = zext nneg i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !57
  %24 = fadd contract float %20, %23
  %25 = add nuw nsw i32 %18, 1
  %26 = icmp eq i32 %18, %8
  br i1 %26, label %9, label %17, !llvm.loop !121
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
!4 = !{ptr @s175_le_param_tile_3, !"kernel", i32 1}
!5 = !{ptr @s175_le_param_tile_3_u1, !"kernel", i32 1}
!6 = !{ptr @s176_lt_param_tile_param, !"kernel", i32 1}
!7 = !{ptr @s176_lt_param_tile_param_u1, !"kernel", i32 1}
!8 = !{ptr @s177_le_param_tile_param, !"kernel", i32 1}
!9 = !{ptr @s177_le_param_tile_param_u1, !"kernel", i32 1}
!10 = !{ptr @s178_lt_param_tile_ntid, !"kernel", i32 1}
!11 = !{ptr @s178_lt_param_tile_ntid_u1, !"kernel", i32 1}
!12 = !{ptr @s179_ge_down_param_tile_ntid, !"kernel", i32 1}
!13 = !{ptr @s179_ge_down_param_tile_ntid_u1, !"kernel", i32 1}
!14 = !{ptr @s180_lt_param_tile_tile, !"kernel", i32 1}
!15 = !{ptr @s180_lt_param_tile_tile_u1, !"kernel", i32 1}
!16 = !{ptr @s181_gt_down_param_tile_tile, !"kernel", i32 1}
!17 = !{ptr @s181_gt_down_param_tile_tile_u1, !"kernel", i32 1}
!18 = !{ptr @s182_lt_param_odd_1, !"kernel", i32 1}
!19 = !{ptr @s182_lt_param_odd_1_u1, !"kernel", i32 1}
!20 = !{ptr @s183_le_param_odd_1, !"kernel", i32 1}
!21 = !{ptr @s183_le_param_odd_1_u1, !"kernel", i32 1}
!22 = !{ptr @s184_ge_down_param_odd_1, !"kernel", i32 1}
!23 = !{ptr @s184_ge_down_param_odd_1_u1, !"kernel", i32 1}
!24 = !{ptr @s185_lt_param_odd_2, !"kernel", i32 1}
!25 = !{ptr @s185_lt_param_odd_2_u1, !"kernel", i32 1}
!26 = !{ptr @s186_gt_down_param_odd_2, !"kernel", i32 1}
!27 = !{ptr @s186_gt_down_param_odd_2_u1, !"kernel", i32 1}
!28 = !{ptr @s187_lt_param_odd_3, !"kernel", i32 1}
!29 = !{ptr @s187_lt_param_odd_3_u1, !"kernel", i32 1}
!30 = !{ptr @s188_le_param_odd_3, !"kernel", i32 1}
!31 = !{ptr @s188_le_param_odd_3_u1, !"kernel", i32 1}
!32 = !{ptr @s189_lt_param_odd_param, !"kernel", i32 1}
!33 = !{ptr @s189_lt_param_odd_param_u1, !"kernel", i32 1}
!34 = !{ptr @s190_le_param_odd_param, !"kernel", i32 1}
!35 = !{ptr @s190_le_param_odd_param_u1, !"kernel", i32 1}
!36 = !{ptr @s191_lt_param_odd_ntid, !"kernel", i32 1}
!37 = !{ptr @s191_lt_param_odd_ntid_u1, !"kernel", i32 1}
!38 = !{ptr @s192_ge_down_param_odd_ntid, !"kernel", i32 1}
!39 = !{ptr @s192_ge_down_param_odd_ntid_u1, !"kernel", i32 1}
!40 = !{ptr @s193_lt_param_odd_tile, !"kernel", i32 1}
!41 = !{ptr @s193_lt_param_odd_tile_u1, !"kernel", i32 1}
!42 = !{ptr @s194_gt_down_param_odd_tile, !"kernel", i32 1}
!43 = !{ptr @s194_gt_down_param_odd_tile_u1, !"kernel", i32 1}
!44 = !{ptr @s195_ne_zero_param, !"kernel", i32 1}
!45 = !{ptr @s195_ne_zero_param_u1, !"kernel", i32 1}
!46 = !{ptr @s196_ne_zero_params, !"kernel", i32 1}
!47 = !{ptr @s196_ne_zero_params_u1, !"kernel", i32 1}
!48 = !{ptr @s197_ne_zero_ntid, !"kernel", i32 1}
!49 = !{ptr @s197_ne_zero_ntid_u1, !"kernel", i32 1}
!50 = !{ptr @s198_ne_zero_tile, !"kernel", i32 1}
!51 = !{ptr @s198_ne_zero_tile_u1, !"kernel", i32 1}
!52 = !{ptr @s199_ne_zero_odd, !"kernel", i32 1}
!53 = !{ptr @s199_ne_zero_odd_u1, !"kernel", i32 1}
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
!84 = distinct !{!84, !64}
!85 = distinct !{!85, !62}
!86 = distinct !{!86, !62, !64}
!87 = distinct !{!87, !62}
!88 = distinct !{!88, !62, !64}
!89 = distinct !{!89, !64}
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
!104 = distinct !{!104, !62}
!105 = distinct !{!105, !62, !64}
!106 = distinct !{!106, !64}
!107 = distinct !{!107, !62}
!108 = distinct !{!108, !62, !64}
!109 = distinct !{!109, !64}
!110 = distinct !{!110, !62}
!111 = distinct !{!111, !62, !64}
!112 = distinct !{!112, !64}
!113 = distinct !{!113, !62}
!114 = distinct !{!114, !62, !64}
!115 = distinct !{!115, !64}
!116 = distinct !{!116, !62}
!117 = distinct !{!117, !62, !64}
!118 = distinct !{!118, !62, !64}
!119 = distinct !{!119, !64}
!120 = distinct !{!120, !62}
!121 = distinct !{!121, !62, !64}
