; ModuleID = 'shapes_10.cu'
source_filename = "shapes_10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ28s250_barrier_le_zero_param_3E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ31s250_barrier_le_zero_param_3_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ36s253_barrier_gt_down_zero_param_tileE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ39s253_barrier_gt_down_zero_param_tile_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ29s256_barrier_lt_zero_params_3E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ32s256_barrier_lt_zero_params_3_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ32s259_barrier_lt_zero_params_tileE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ35s259_barrier_lt_zero_params_tile_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ32s262_barrier_gt_down_zero_ntid_2E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ35s262_barrier_gt_down_zero_ntid_2_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ35s265_barrier_ge_down_zero_ntid_ntidE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ38s265_barrier_ge_down_zero_ntid_ntid_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ27s268_barrier_lt_zero_tile_2E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ30s268_barrier_lt_zero_tile_2_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ30s271_barrier_lt_zero_tile_ntidE4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ33s271_barrier_lt_zero_tile_ntid_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ31s274_barrier_ge_down_zero_odd_1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ34s274_barrier_ge_down_zero_odd_1_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s250_barrier_le_zero_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %3, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28s250_barrier_le_zero_param_3E4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28s250_barrier_le_zero_param_3E4tile to ptr), i64 0, i64 %15
  br label %25

17:                                               ; preds = %25, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %34, %25 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = add i32 %21, %8
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  store float %18, ptr %24, align 4, !tbaa !57
  ret void

25:                                               ; preds = %10, %25
  %26 = phi i32 [ 0, %10 ], [ %35, %25 ]
  %27 = phi float [ 0.000000e+00, %10 ], [ %34, %25 ]
  %28 = fmul contract float %27, 5.000000e-01
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  store float %32, ptr %12, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %33 = load float, ptr %16, align 4, !tbaa !57
  %34 = fadd contract float %32, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw nsw i32 %26, 3
  %36 = icmp sgt i32 %35, %3
  br i1 %36, label %17, label %25, !llvm.loop !61
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s250_barrier_le_zero_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp slt i32 %3, 0
  br i1 %9, label %17, label %10

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s250_barrier_le_zero_param_3_u1E4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s250_barrier_le_zero_param_3_u1E4tile to ptr), i64 0, i64 %15
  br label %25

17:                                               ; preds = %25, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %34, %25 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = add i32 %21, %8
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  store float %18, ptr %24, align 4, !tbaa !57
  ret void

25:                                               ; preds = %10, %25
  %26 = phi i32 [ 0, %10 ], [ %35, %25 ]
  %27 = phi float [ 0.000000e+00, %10 ], [ %34, %25 ]
  %28 = fmul contract float %27, 5.000000e-01
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  store float %32, ptr %12, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %33 = load float, ptr %16, align 4, !tbaa !57
  %34 = fadd contract float %32, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nuw nsw i32 %26, 3
  %36 = icmp sgt i32 %35, %3
  br i1 %36, label %17, label %25, !llvm.loop !63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s251_exit_data_gt_down_zero_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ %3, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nsw i32 %10, -12
  %19 = icmp ugt i32 %10, 12
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !65

21:                                               ; preds = %9, %7
  %22 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
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
define dso_local void @s251_exit_data_gt_down_zero_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ %3, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nsw i32 %10, -12
  %19 = icmp ugt i32 %10, 12
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !66

21:                                               ; preds = %9, %7
  %22 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
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
define dso_local void @s252_exit_param_gt_down_zero_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ %3, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nsw i32 %10, -12
  %19 = icmp ugt i32 %10, 12
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !67

21:                                               ; preds = %9, %7
  %22 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
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
define dso_local void @s252_exit_param_gt_down_zero_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ %3, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nsw i32 %10, -12
  %19 = icmp ugt i32 %10, 12
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !68

21:                                               ; preds = %9, %7
  %22 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s253_barrier_gt_down_zero_param_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36s253_barrier_gt_down_zero_param_tileE4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ36s253_barrier_gt_down_zero_param_tileE4tile to ptr), i64 0, i64 %15
  br label %25

17:                                               ; preds = %25, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %34, %25 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = add i32 %21, %8
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  store float %18, ptr %24, align 4, !tbaa !57
  ret void

25:                                               ; preds = %10, %25
  %26 = phi i32 [ %3, %10 ], [ %35, %25 ]
  %27 = phi float [ 0.000000e+00, %10 ], [ %34, %25 ]
  %28 = fmul contract float %27, 5.000000e-01
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  store float %32, ptr %12, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %33 = load float, ptr %16, align 4, !tbaa !57
  %34 = fadd contract float %32, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nsw i32 %26, -12
  %36 = icmp ugt i32 %26, 12
  br i1 %36, label %25, label %17, !llvm.loop !69
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s253_barrier_gt_down_zero_param_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ39s253_barrier_gt_down_zero_param_tile_u1E4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ39s253_barrier_gt_down_zero_param_tile_u1E4tile to ptr), i64 0, i64 %15
  br label %25

17:                                               ; preds = %25, %7
  %18 = phi float [ 0.000000e+00, %7 ], [ %34, %25 ]
  %19 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = add i32 %21, %8
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %2, i64 %23
  store float %18, ptr %24, align 4, !tbaa !57
  ret void

25:                                               ; preds = %10, %25
  %26 = phi i32 [ %3, %10 ], [ %35, %25 ]
  %27 = phi float [ 0.000000e+00, %10 ], [ %34, %25 ]
  %28 = fmul contract float %27, 5.000000e-01
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !57
  %32 = fadd contract float %28, %31
  store float %32, ptr %12, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %33 = load float, ptr %16, align 4, !tbaa !57
  %34 = fadd contract float %32, %33
  tail call void @llvm.nvvm.barrier0()
  %35 = add nsw i32 %26, -12
  %36 = icmp ugt i32 %26, 12
  br i1 %36, label %25, label %17, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s254_exit_data_lt_zero_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = fcmp contract uge float %16, 0.000000e+00
  %19 = add nuw nsw i32 %11, 3
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !71

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s254_exit_data_lt_zero_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = fcmp contract uge float %16, 0.000000e+00
  %19 = add nuw nsw i32 %11, 3
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !72

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s255_exit_param_lt_zero_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = icmp ne i32 %11, %4
  %19 = add nuw nsw i32 %11, 3
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !73

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s255_exit_param_lt_zero_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = icmp ne i32 %11, %4
  %19 = add nuw nsw i32 %11, 3
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !74

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s256_barrier_lt_zero_params_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29s256_barrier_lt_zero_params_3E4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ29s256_barrier_lt_zero_params_3E4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %11, %26
  %27 = phi i32 [ 0, %11 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nuw nsw i32 %27, 3
  %37 = icmp slt i32 %36, %9
  br i1 %37, label %26, label %18, !llvm.loop !75
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s256_barrier_lt_zero_params_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s256_barrier_lt_zero_params_3_u1E4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s256_barrier_lt_zero_params_3_u1E4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %11, %26
  %27 = phi i32 [ 0, %11 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nuw nsw i32 %27, 3
  %37 = icmp slt i32 %36, %9
  br i1 %37, label %26, label %18, !llvm.loop !76
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s257_exit_data_lt_zero_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = fcmp contract uge float %16, 0.000000e+00
  %19 = add nuw nsw i32 %11, 12
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !77

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s257_exit_data_lt_zero_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = fcmp contract uge float %16, 0.000000e+00
  %19 = add nuw nsw i32 %11, 12
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !78

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s258_exit_param_lt_zero_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = icmp ne i32 %11, %4
  %19 = add nuw nsw i32 %11, 12
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !79

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s258_exit_param_lt_zero_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = add nsw i32 %4, %3
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %22

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %19, %10 ], [ 0, %7 ]
  %12 = phi float [ %17, %10 ], [ 0.000000e+00, %7 ]
  %13 = fmul contract float %12, 5.000000e-01
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %13, %16
  %18 = icmp ne i32 %11, %4
  %19 = add nuw nsw i32 %11, 12
  %20 = icmp slt i32 %19, %8
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %10, label %22, !llvm.loop !80

22:                                               ; preds = %10, %7
  %23 = phi float [ 0.000000e+00, %7 ], [ %17, %10 ]
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = add i32 %27, %24
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %2, i64 %29
  store float %23, ptr %30, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s259_barrier_lt_zero_params_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s259_barrier_lt_zero_params_tileE4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s259_barrier_lt_zero_params_tileE4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %11, %26
  %27 = phi i32 [ 0, %11 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nuw nsw i32 %27, 12
  %37 = icmp slt i32 %36, %9
  br i1 %37, label %26, label %18, !llvm.loop !81
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s259_barrier_lt_zero_params_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nsw i32 %4, %3
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s259_barrier_lt_zero_params_tile_u1E4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s259_barrier_lt_zero_params_tile_u1E4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %11, %26
  %27 = phi i32 [ 0, %11 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %11 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nuw nsw i32 %27, 12
  %37 = icmp slt i32 %36, %9
  br i1 %37, label %26, label %18, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s260_exit_data_gt_down_zero_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ %8, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nsw i32 %10, -2
  %19 = icmp ugt i32 %10, 2
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !83

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s260_exit_data_gt_down_zero_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ %8, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nsw i32 %10, -2
  %19 = icmp ugt i32 %10, 2
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !84

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s261_exit_param_gt_down_zero_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ %8, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nsw i32 %10, -2
  %19 = icmp ugt i32 %10, 2
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !85

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s261_exit_param_gt_down_zero_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ %8, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nsw i32 %10, -2
  %19 = icmp ugt i32 %10, 2
  %20 = and i1 %17, %19
  br i1 %20, label %9, label %21, !llvm.loop !86

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s262_barrier_gt_down_zero_ntid_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s262_barrier_gt_down_zero_ntid_2E4tile to ptr), i64 0, i64 %10
  %12 = add nuw nsw i32 %8, 1
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ32s262_barrier_gt_down_zero_ntid_2E4tile to ptr), i64 0, i64 %14
  br label %22

16:                                               ; preds = %22
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, %9
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %31, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %7, %22
  %23 = phi i32 [ %9, %7 ], [ %32, %22 ]
  %24 = phi float [ 0.000000e+00, %7 ], [ %31, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  store float %29, ptr %11, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %30 = load float, ptr %15, align 4, !tbaa !57
  %31 = fadd contract float %29, %30
  tail call void @llvm.nvvm.barrier0()
  %32 = add nsw i32 %23, -2
  %33 = icmp ugt i32 %23, 2
  br i1 %33, label %22, label %16, !llvm.loop !87
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s262_barrier_gt_down_zero_ntid_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s262_barrier_gt_down_zero_ntid_2_u1E4tile to ptr), i64 0, i64 %10
  %12 = add nuw nsw i32 %8, 1
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s262_barrier_gt_down_zero_ntid_2_u1E4tile to ptr), i64 0, i64 %14
  br label %22

16:                                               ; preds = %22
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, %9
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %31, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %7, %22
  %23 = phi i32 [ %9, %7 ], [ %32, %22 ]
  %24 = phi float [ 0.000000e+00, %7 ], [ %31, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  store float %29, ptr %11, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %30 = load float, ptr %15, align 4, !tbaa !57
  %31 = fadd contract float %29, %30
  tail call void @llvm.nvvm.barrier0()
  %32 = add nsw i32 %23, -2
  %33 = icmp ugt i32 %23, 2
  br i1 %33, label %22, label %16, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s263_exit_data_ge_down_zero_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
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
define dso_local void @s263_exit_data_ge_down_zero_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
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
define dso_local void @s264_exit_param_ge_down_zero_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
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
define dso_local void @s264_exit_param_ge_down_zero_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s265_barrier_ge_down_zero_ntid_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s265_barrier_ge_down_zero_ntid_ntidE4tile to ptr), i64 0, i64 %10
  %12 = add nuw nsw i32 %8, 1
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35s265_barrier_ge_down_zero_ntid_ntidE4tile to ptr), i64 0, i64 %14
  %16 = zext nneg i32 %9 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = getelementptr i8, ptr %17, i64 -4
  %19 = load float, ptr %18, align 4, !tbaa !57
  %20 = fadd contract float %19, 0.000000e+00
  store float %20, ptr %11, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %21 = load float, ptr %15, align 4, !tbaa !57
  %22 = fadd contract float %20, %21
  tail call void @llvm.nvvm.barrier0()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %9
  %25 = add i32 %24, %8
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %22, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s265_barrier_ge_down_zero_ntid_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ38s265_barrier_ge_down_zero_ntid_ntid_u1E4tile to ptr), i64 0, i64 %10
  %12 = add nuw nsw i32 %8, 1
  %13 = and i32 %12, 255
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ38s265_barrier_ge_down_zero_ntid_ntid_u1E4tile to ptr), i64 0, i64 %14
  %16 = zext nneg i32 %9 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = getelementptr i8, ptr %17, i64 -4
  %19 = load float, ptr %18, align 4, !tbaa !57
  %20 = fadd contract float %19, 0.000000e+00
  store float %20, ptr %11, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %21 = load float, ptr %15, align 4, !tbaa !57
  %22 = fadd contract float %20, %21
  tail call void @llvm.nvvm.barrier0()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %9
  %25 = add i32 %24, %8
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %22, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s266_exit_data_lt_zero_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = fcmp contract olt float %8, 0.000000e+00
  br i1 %10, label %40, label %11

11:                                               ; preds = %7
  %12 = fmul contract float %9, 5.000000e-01
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %12, %14
  %16 = fcmp contract olt float %14, 0.000000e+00
  br i1 %16, label %40, label %17

17:                                               ; preds = %11
  %18 = fmul contract float %15, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = fcmp contract olt float %20, 0.000000e+00
  br i1 %22, label %40, label %23

23:                                               ; preds = %17
  %24 = fmul contract float %21, 5.000000e-01
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %24, %26
  %28 = fcmp contract olt float %26, 0.000000e+00
  br i1 %28, label %40, label %29

29:                                               ; preds = %23
  %30 = fmul contract float %27, 5.000000e-01
  %31 = getelementptr inbounds i8, ptr %0, i64 32
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %30, %32
  %34 = fcmp contract olt float %32, 0.000000e+00
  br i1 %34, label %40, label %35

35:                                               ; preds = %29
  %36 = fmul contract float %33, 5.000000e-01
  %37 = getelementptr inbounds i8, ptr %0, i64 40
  %38 = load float, ptr %37, align 4, !tbaa !57
  %39 = fadd contract float %36, %38
  br label %40

40:                                               ; preds = %35, %29, %23, %17, %11, %7
  %41 = phi float [ %9, %7 ], [ %15, %11 ], [ %21, %17 ], [ %27, %23 ], [ %33, %29 ], [ %39, %35 ]
  %42 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %43 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %44 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %45 = mul i32 %43, %44
  %46 = add i32 %45, %42
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %2, i64 %47
  store float %41, ptr %48, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s266_exit_data_lt_zero_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i32 [ 0, %7 ], [ %17, %8 ]
  %10 = phi float [ 0.000000e+00, %7 ], [ %15, %8 ]
  %11 = fmul contract float %10, 5.000000e-01
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %11, %14
  %16 = fcmp contract uge float %14, 0.000000e+00
  %17 = add nuw nsw i32 %9, 2
  %18 = icmp ult i32 %9, 10
  %19 = and i1 %16, %18
  br i1 %19, label %8, label %20, !llvm.loop !89

20:                                               ; preds = %8
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = add i32 %24, %21
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %15, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s267_exit_param_lt_zero_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = load float, ptr %0, align 4, !tbaa !57
  %9 = fadd contract float %8, 0.000000e+00
  %10 = icmp eq i32 %4, 0
  br i1 %10, label %40, label %11

11:                                               ; preds = %7
  %12 = fmul contract float %9, 5.000000e-01
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %12, %14
  %16 = icmp eq i32 %4, 2
  br i1 %16, label %40, label %17

17:                                               ; preds = %11
  %18 = fmul contract float %15, 5.000000e-01
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load float, ptr %19, align 4, !tbaa !57
  %21 = fadd contract float %18, %20
  %22 = icmp eq i32 %4, 4
  br i1 %22, label %40, label %23

23:                                               ; preds = %17
  %24 = fmul contract float %21, 5.000000e-01
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %24, %26
  %28 = icmp eq i32 %4, 6
  br i1 %28, label %40, label %29

29:                                               ; preds = %23
  %30 = fmul contract float %27, 5.000000e-01
  %31 = getelementptr inbounds i8, ptr %0, i64 32
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %30, %32
  %34 = icmp eq i32 %4, 8
  br i1 %34, label %40, label %35

35:                                               ; preds = %29
  %36 = fmul contract float %33, 5.000000e-01
  %37 = getelementptr inbounds i8, ptr %0, i64 40
  %38 = load float, ptr %37, align 4, !tbaa !57
  %39 = fadd contract float %36, %38
  br label %40

40:                                               ; preds = %35, %29, %23, %17, %11, %7
  %41 = phi float [ %9, %7 ], [ %15, %11 ], [ %21, %17 ], [ %27, %23 ], [ %33, %29 ], [ %39, %35 ]
  %42 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %43 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %44 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %45 = mul i32 %43, %44
  %46 = add i32 %45, %42
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %2, i64 %47
  store float %41, ptr %48, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s267_exit_param_lt_zero_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i32 [ 0, %7 ], [ %17, %8 ]
  %10 = phi float [ 0.000000e+00, %7 ], [ %15, %8 ]
  %11 = fmul contract float %10, 5.000000e-01
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !57
  %15 = fadd contract float %11, %14
  %16 = icmp ne i32 %9, %4
  %17 = add nuw nsw i32 %9, 2
  %18 = icmp ult i32 %9, 10
  %19 = and i1 %16, %18
  br i1 %19, label %8, label %20, !llvm.loop !90

20:                                               ; preds = %8
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = add i32 %24, %21
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %15, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s268_barrier_lt_zero_tile_2(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27s268_barrier_lt_zero_tile_2E4tile to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %8, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ27s268_barrier_lt_zero_tile_2E4tile to ptr), i64 0, i64 %13
  %15 = load float, ptr %0, align 4, !tbaa !57
  %16 = fadd contract float %15, 0.000000e+00
  store float %16, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %17 = load float, ptr %14, align 4, !tbaa !57
  %18 = fadd contract float %16, %17
  tail call void @llvm.nvvm.barrier0()
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !57
  %22 = fadd contract float %19, %21
  store float %22, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %23 = load float, ptr %14, align 4, !tbaa !57
  %24 = fadd contract float %22, %23
  tail call void @llvm.nvvm.barrier0()
  %25 = fmul contract float %24, 5.000000e-01
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %25, %27
  store float %28, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %29 = load float, ptr %14, align 4, !tbaa !57
  %30 = fadd contract float %28, %29
  tail call void @llvm.nvvm.barrier0()
  %31 = fmul contract float %30, 5.000000e-01
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = load float, ptr %32, align 4, !tbaa !57
  %34 = fadd contract float %31, %33
  store float %34, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %35 = load float, ptr %14, align 4, !tbaa !57
  %36 = fadd contract float %34, %35
  tail call void @llvm.nvvm.barrier0()
  %37 = fmul contract float %36, 5.000000e-01
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load float, ptr %38, align 4, !tbaa !57
  %40 = fadd contract float %37, %39
  store float %40, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %41 = load float, ptr %14, align 4, !tbaa !57
  %42 = fadd contract float %40, %41
  tail call void @llvm.nvvm.barrier0()
  %43 = fmul contract float %42, 5.000000e-01
  %44 = getelementptr inbounds i8, ptr %0, i64 40
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %43, %45
  store float %46, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %47 = load float, ptr %14, align 4, !tbaa !57
  %48 = fadd contract float %46, %47
  tail call void @llvm.nvvm.barrier0()
  %49 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %50 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %51 = mul i32 %49, %50
  %52 = add i32 %51, %8
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  store float %48, ptr %54, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s268_barrier_lt_zero_tile_2_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30s268_barrier_lt_zero_tile_2_u1E4tile to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %8, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30s268_barrier_lt_zero_tile_2_u1E4tile to ptr), i64 0, i64 %13
  br label %22

15:                                               ; preds = %22
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %31, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %7, %22
  %23 = phi i32 [ 0, %7 ], [ %32, %22 ]
  %24 = phi float [ 0.000000e+00, %7 ], [ %31, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  store float %29, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %30 = load float, ptr %14, align 4, !tbaa !57
  %31 = fadd contract float %29, %30
  tail call void @llvm.nvvm.barrier0()
  %32 = add nuw nsw i32 %23, 2
  %33 = icmp ult i32 %23, 10
  br i1 %33, label %22, label %15, !llvm.loop !91
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s269_exit_data_lt_zero_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, %8
  %19 = icmp ult i32 %18, 12
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %9, label %21, !llvm.loop !92

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s269_exit_data_lt_zero_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract uge float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, %8
  %19 = icmp ult i32 %18, 12
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %9, label %21, !llvm.loop !93

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s270_exit_param_lt_zero_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nuw nsw i32 %10, %8
  %19 = icmp ult i32 %18, 12
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %9, label %21, !llvm.loop !94

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s270_exit_param_lt_zero_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %18, %9 ]
  %11 = phi float [ 0.000000e+00, %7 ], [ %16, %9 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp ne i32 %10, %4
  %18 = add nuw nsw i32 %10, %8
  %19 = icmp ult i32 %18, 12
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %9, label %21, !llvm.loop !95

21:                                               ; preds = %9
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, %8
  %25 = add i32 %24, %22
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  store float %16, ptr %27, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s271_barrier_lt_zero_tile_ntid(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30s271_barrier_lt_zero_tile_ntidE4tile to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %8, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ30s271_barrier_lt_zero_tile_ntidE4tile to ptr), i64 0, i64 %13
  %15 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

16:                                               ; preds = %22
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, %15
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %31, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %7, %22
  %23 = phi i32 [ 0, %7 ], [ %32, %22 ]
  %24 = phi float [ 0.000000e+00, %7 ], [ %31, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  store float %29, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %30 = load float, ptr %14, align 4, !tbaa !57
  %31 = fadd contract float %29, %30
  tail call void @llvm.nvvm.barrier0()
  %32 = add nuw nsw i32 %23, %15
  %33 = icmp ult i32 %32, 12
  br i1 %33, label %22, label %16, !llvm.loop !96
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s271_barrier_lt_zero_tile_ntid_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33s271_barrier_lt_zero_tile_ntid_u1E4tile to ptr), i64 0, i64 %9
  %11 = add nuw nsw i32 %8, 1
  %12 = and i32 %11, 255
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ33s271_barrier_lt_zero_tile_ntid_u1E4tile to ptr), i64 0, i64 %13
  %15 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

16:                                               ; preds = %22
  %17 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %17, %15
  %19 = add i32 %18, %8
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %31, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %7, %22
  %23 = phi i32 [ 0, %7 ], [ %32, %22 ]
  %24 = phi float [ 0.000000e+00, %7 ], [ %31, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  store float %29, ptr %10, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %30 = load float, ptr %14, align 4, !tbaa !57
  %31 = fadd contract float %29, %30
  tail call void @llvm.nvvm.barrier0()
  %32 = add nuw nsw i32 %23, %15
  %33 = icmp ult i32 %32, 12
  br i1 %33, label %22, label %16, !llvm.loop !97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s272_exit_data_ge_down_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %23

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %10, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %18, %11 ]
  %14 = fmul contract float %13, 5.000000e-01
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %14, %17
  %19 = fcmp contract uge float %17, 0.000000e+00
  %20 = add nsw i32 %12, -1
  %21 = icmp sgt i32 %12, 0
  %22 = and i1 %19, %21
  br i1 %22, label %11, label %23, !llvm.loop !98

23:                                               ; preds = %11, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %18, %11 ]
  %25 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = add i32 %28, %25
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  store float %24, ptr %31, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s272_exit_data_ge_down_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %23

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %10, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %18, %11 ]
  %14 = fmul contract float %13, 5.000000e-01
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %14, %17
  %19 = fcmp contract uge float %17, 0.000000e+00
  %20 = add nsw i32 %12, -1
  %21 = icmp sgt i32 %12, 0
  %22 = and i1 %19, %21
  br i1 %22, label %11, label %23, !llvm.loop !99

23:                                               ; preds = %11, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %18, %11 ]
  %25 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = add i32 %28, %25
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  store float %24, ptr %31, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s273_exit_param_ge_down_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %23

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %10, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %18, %11 ]
  %14 = fmul contract float %13, 5.000000e-01
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %14, %17
  %19 = icmp ne i32 %12, %4
  %20 = add nsw i32 %12, -1
  %21 = icmp sgt i32 %12, 0
  %22 = and i1 %19, %21
  br i1 %22, label %11, label %23, !llvm.loop !100

23:                                               ; preds = %11, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %18, %11 ]
  %25 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = add i32 %28, %25
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  store float %24, ptr %31, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s273_exit_param_ge_down_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = icmp sgt i32 %3, -1
  br i1 %8, label %9, label %23

9:                                                ; preds = %7
  %10 = shl nuw nsw i32 %3, 1
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %10, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %18, %11 ]
  %14 = fmul contract float %13, 5.000000e-01
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !57
  %18 = fadd contract float %14, %17
  %19 = icmp ne i32 %12, %4
  %20 = add nsw i32 %12, -1
  %21 = icmp sgt i32 %12, 0
  %22 = and i1 %19, %21
  br i1 %22, label %11, label %23, !llvm.loop !101

23:                                               ; preds = %11, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %18, %11 ]
  %25 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = add i32 %28, %25
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %2, i64 %30
  store float %24, ptr %31, align 4, !tbaa !57
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s274_barrier_ge_down_zero_odd_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, -1
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = shl nuw nsw i32 %3, 1
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s274_barrier_ge_down_zero_odd_1E4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s274_barrier_ge_down_zero_odd_1E4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %10, %26
  %27 = phi i32 [ %11, %10 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nsw i32 %27, -1
  %37 = icmp sgt i32 %27, 0
  br i1 %37, label %26, label %18, !llvm.loop !102
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s274_barrier_ge_down_zero_odd_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, -1
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = shl nuw nsw i32 %3, 1
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ34s274_barrier_ge_down_zero_odd_1_u1E4tile to ptr), i64 0, i64 %12
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 255
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ34s274_barrier_ge_down_zero_odd_1_u1E4tile to ptr), i64 0, i64 %16
  br label %26

18:                                               ; preds = %26, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %35, %26 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %8
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %19, ptr %25, align 4, !tbaa !57
  ret void

26:                                               ; preds = %10, %26
  %27 = phi i32 [ %11, %10 ], [ %36, %26 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %35, %26 ]
  %29 = fmul contract float %28, 5.000000e-01
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !57
  %33 = fadd contract float %29, %32
  store float %33, ptr %13, align 4, !tbaa !57
  tail call void @llvm.nvvm.barrier0()
  %34 = load float, ptr %17, align 4, !tbaa !57
  %35 = fadd contract float %33, %34
  tail call void @llvm.nvvm.barrier0()
  %36 = add nsw i32 %27, -1
  %37 = icmp sgt i32 %27, 0
  br i1 %37, label %26, label %18, !llvm.loop !103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s250_barrier_le_zero_param_3, !"kernel", i32 1}
!5 = !{ptr @s250_barrier_le_zero_param_3_u1, !"kernel", i32 1}
!6 = !{ptr @s251_exit_data_gt_down_zero_param_tile, !"kernel", i32 1}
!7 = !{ptr @s251_exit_data_gt_down_zero_param_tile_u1, !"kernel", i32 1}
!8 = !{ptr @s252_exit_param_gt_down_zero_param_tile, !"kernel", i32 1}
!9 = !{ptr @s252_exit_param_gt_down_zero_param_tile_u1, !"kernel", i32 1}
!10 = !{ptr @s253_barrier_gt_down_zero_param_tile, !"kernel", i32 1}
!11 = !{ptr @s253_barrier_gt_down_zero_param_tile_u1, !"kernel", i32 1}
!12 = !{ptr @s254_exit_data_lt_zero_params_3, !"kernel", i32 1}
!13 = !{ptr @s254_exit_data_lt_zero_params_3_u1, !"kernel", i32 1}
!14 = !{ptr @s255_exit_param_lt_zero_params_3, !"kernel", i32 1}
!15 = !{ptr @s255_exit_param_lt_zero_params_3_u1, !"kernel", i32 1}
!16 = !{ptr @s256_barrier_lt_zero_params_3, !"kernel", i32 1}
!17 = !{ptr @s256_barrier_lt_zero_params_3_u1, !"kernel", i32 1}
!18 = !{ptr @s257_exit_data_lt_zero_params_tile, !"kernel", i32 1}
!19 = !{ptr @s257_exit_data_lt_zero_params_tile_u1, !"kernel", i32 1}
!20 = !{ptr @s258_exit_param_lt_zero_params_tile, !"kernel", i32 1}
!21 = !{ptr @s258_exit_param_lt_zero_params_tile_u1, !"kernel", i32 1}
!22 = !{ptr @s259_barrier_lt_zero_params_tile, !"kernel", i32 1}
!23 = !{ptr @s259_barrier_lt_zero_params_tile_u1, !"kernel", i32 1}
!24 = !{ptr @s260_exit_data_gt_down_zero_ntid_2, !"kernel", i32 1}
!25 = !{ptr @s260_exit_data_gt_down_zero_ntid_2_u1, !"kernel", i32 1}
!26 = !{ptr @s261_exit_param_gt_down_zero_ntid_2, !"kernel", i32 1}
!27 = !{ptr @s261_exit_param_gt_down_zero_ntid_2_u1, !"kernel", i32 1}
!28 = !{ptr @s262_barrier_gt_down_zero_ntid_2, !"kernel", i32 1}
!29 = !{ptr @s262_barrier_gt_down_zero_ntid_2_u1, !"kernel", i32 1}
!30 = !{ptr @s263_exit_data_ge_down_zero_ntid_ntid, !"kernel", i32 1}
!31 = !{ptr @s263_exit_data_ge_down_zero_ntid_ntid_u1, !"kernel", i32 1}
!32 = !{ptr @s264_exit_param_ge_down_zero_ntid_ntid, !"kernel", i32 1}
!33 = !{ptr @s264_exit_param_ge_down_zero_ntid_ntid_u1, !"kernel", i32 1}
!34 = !{ptr @s265_barrier_ge_down_zero_ntid_ntid, !"kernel", i32 1}
!35 = !{ptr @s265_barrier_ge_down_zero_ntid_ntid_u1, !"kernel", i32 1}
!36 = !{ptr @s266_exit_data_lt_zero_tile_2, !"kernel", i32 1}
!37 = !{ptr @s266_exit_data_lt_zero_tile_2_u1, !"kernel", i32 1}
!38 = !{ptr @s267_exit_param_lt_zero_tile_2, !"kernel", i32 1}
!39 = !{ptr @s267_exit_param_lt_zero_tile_2_u1, !"kernel", i32 1}
!40 = !{ptr @s268_barrier_lt_zero_tile_2, !"kernel", i32 1}
!41 = !{ptr @s268_barrier_lt_zero_tile_2_u1, !"kernel", i32 1}
!42 = !{ptr @s269_exit_data_lt_zero_tile_ntid, !"kernel", i32 1}
!43 = !{ptr @s269_exit_data_lt_zero_tile_ntid_u1, !"kernel", i32 1}
!44 = !{ptr @s270_exit_param_lt_zero_tile_ntid, !"kernel", i32 1}
!45 = !{ptr @s270_exit_param_lt_zero_tile_ntid_u1, !"kernel", i32 1}
!46 = !{ptr @s271_barrier_lt_zero_tile_ntid, !"kernel", i32 1}
!47 = !{ptr @s271_barrier_lt_zero_tile_ntid_u1, !"kernel", i32 1}
!48 = !{ptr @s272_exit_data_ge_down_zero_odd_1, !"kernel", i32 1}
!49 = !{ptr @s272_exit_data_ge_down_zero_odd_1_u1, !"kernel", i32 1}
!50 = !{ptr @s273_exit_param_ge_down_zero_odd_1, !"kernel", i32 1}
!51 = !{ptr @s273_exit_param_ge_down_zero_odd_1_u1, !"kernel", i32 1}
!52 = !{ptr @s274_barrier_ge_down_zero_odd_1, !"kernel", i32 1}
!53 = !{ptr @s274_barrier_ge_down_zero_odd_1_u1, !"kernel", i32 1}
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
!75 = distinct !{!75, !62}
!76 = distinct !{!76, !62, !64}
!77 = distinct !{!77, !62}
!78 = distinct !{!78, !62, !64}
!79 = distinct !{!79, !62}
!80 = distinct !{!80, !62, !64}
!81 = distinct !{!81, !62}
!82 = distinct !{!82, !62, !64}
!83 = distinct !{!83, !62}
!84 = distinct !{!84, !62, !64}
!85 = distinct !{!85, !62}
!86 = distinct !{!86, !62, !64}
!87 = distinct !{!87, !62}
!88 = distinct !{!88, !62, !64}
!89 = distinct !{!89, !62, !64}
!90 = distinct !{!90, !62, !64}
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
