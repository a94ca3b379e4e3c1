; ModuleID = 'shapes_09.cu'
source_filename = "shapes_09.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ28s247_barrier_lt_zero_param_1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ31s247_barrier_lt_zero_param_1_u1E4tile = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @s225_div2_tile(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
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
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %19
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %2, i64 %24
  store float %18, ptr %25, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s225_div2_tile_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %25 = icmp ugt i32 %17, 3
  br i1 %25, label %16, label %8, !llvm.loop !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s226_grid_stride(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = mul nsw i32 %4, %3
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %7
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %10, %16
  br label %22

18:                                               ; preds = %22, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %29, %22 ]
  %20 = zext i32 %12 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %19, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %12, %15 ], [ %30, %22 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %29, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add i32 %23, %17
  %31 = icmp slt i32 %30, %13
  br i1 %31, label %22, label %18, !llvm.loop !64
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s226_grid_stride_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %8
  %13 = mul nsw i32 %4, %3
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %7
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %10, %16
  br label %22

18:                                               ; preds = %22, %7
  %19 = phi float [ 0.000000e+00, %7 ], [ %29, %22 ]
  %20 = zext i32 %12 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  store float %19, ptr %21, align 4, !tbaa !57
  ret void

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %12, %15 ], [ %30, %22 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %29, %22 ]
  %25 = fmul contract float %24, 5.000000e-01
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !57
  %29 = fadd contract float %25, %28
  %30 = add i32 %23, %17
  %31 = icmp slt i32 %30, %13
  br i1 %31, label %22, label %18, !llvm.loop !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s227_nest_lt_m_lt_n(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 0
  %11 = and i32 %3, 3
  %12 = icmp ult i32 %3, 4
  %13 = and i32 %3, 2147483644
  %14 = icmp eq i32 %11, 0
  br label %24

15:                                               ; preds = %51, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %52, %51 ]
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = add i32 %20, %17
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %16, ptr %23, align 4, !tbaa !57
  ret void

24:                                               ; preds = %9, %51
  %25 = phi i32 [ 0, %9 ], [ %53, %51 ]
  %26 = phi float [ 0.000000e+00, %9 ], [ %52, %51 ]
  %27 = fmul contract float %26, 5.000000e-01
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  br i1 %10, label %32, label %51

32:                                               ; preds = %24
  %33 = shl nsw i32 %25, 6
  br i1 %12, label %34, label %55

34:                                               ; preds = %55, %32
  %35 = phi float [ poison, %32 ], [ %85, %55 ]
  %36 = phi i32 [ 0, %32 ], [ %86, %55 ]
  %37 = phi float [ %31, %32 ], [ %85, %55 ]
  br i1 %14, label %51, label %38

38:                                               ; preds = %34, %38
  %39 = phi i32 [ %48, %38 ], [ %36, %34 ]
  %40 = phi float [ %47, %38 ], [ %37, %34 ]
  %41 = phi i32 [ %49, %38 ], [ 0, %34 ]
  %42 = fmul contract float %40, 5.000000e-01
  %43 = add nuw nsw i32 %39, %33
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %42, %46
  %48 = add nuw nsw i32 %39, 1
  %49 = add i32 %41, 1
  %50 = icmp eq i32 %49, %11
  br i1 %50, label %51, label %38, !llvm.loop !66

51:                                               ; preds = %34, %38, %24
  %52 = phi float [ %31, %24 ], [ %35, %34 ], [ %47, %38 ]
  %53 = add nuw nsw i32 %25, 1
  %54 = icmp eq i32 %53, %4
  br i1 %54, label %15, label %24, !llvm.loop !67

55:                                               ; preds = %32, %55
  %56 = phi i32 [ %86, %55 ], [ 0, %32 ]
  %57 = phi float [ %85, %55 ], [ %31, %32 ]
  %58 = phi i32 [ %87, %55 ], [ 0, %32 ]
  %59 = fmul contract float %57, 5.000000e-01
  %60 = add nuw nsw i32 %56, %33
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %59, %63
  %65 = or disjoint i32 %56, 1
  %66 = fmul contract float %64, 5.000000e-01
  %67 = add nuw nsw i32 %65, %33
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %66, %70
  %72 = or disjoint i32 %56, 2
  %73 = fmul contract float %71, 5.000000e-01
  %74 = add nuw nsw i32 %72, %33
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !57
  %78 = fadd contract float %73, %77
  %79 = or disjoint i32 %56, 3
  %80 = fmul contract float %78, 5.000000e-01
  %81 = add nuw nsw i32 %79, %33
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !57
  %85 = fadd contract float %80, %84
  %86 = add nuw nsw i32 %56, 4
  %87 = add i32 %58, 4
  %88 = icmp eq i32 %87, %13
  br i1 %88, label %34, label %55, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s227_nest_lt_m_lt_n_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 0
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ 0, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 1
  %33 = icmp eq i32 %32, %4
  br i1 %33, label %11, label %20, !llvm.loop !69

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 0, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nuw nsw i32 %35, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = add nuw nsw i32 %35, 1
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %30, label %34, !llvm.loop !70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s228_nest_lt_m_tri_le(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %50, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %51, %50 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %50
  %19 = phi i32 [ %53, %50 ], [ 1, %7 ]
  %20 = phi i32 [ %52, %50 ], [ 0, %7 ]
  %21 = phi float [ %51, %50 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = shl nsw i32 %20, 6
  %28 = and i32 %19, 3
  %29 = icmp ult i32 %20, 3
  br i1 %29, label %32, label %30

30:                                               ; preds = %18
  %31 = and i32 %19, -4
  br label %55

32:                                               ; preds = %55, %18
  %33 = phi float [ poison, %18 ], [ %85, %55 ]
  %34 = phi i32 [ 0, %18 ], [ %86, %55 ]
  %35 = phi float [ %26, %18 ], [ %85, %55 ]
  %36 = icmp eq i32 %28, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %32, %37
  %38 = phi i32 [ %47, %37 ], [ %34, %32 ]
  %39 = phi float [ %46, %37 ], [ %35, %32 ]
  %40 = phi i32 [ %48, %37 ], [ 0, %32 ]
  %41 = fmul contract float %39, 5.000000e-01
  %42 = add nuw nsw i32 %38, %27
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !57
  %46 = fadd contract float %41, %45
  %47 = add nuw nsw i32 %38, 1
  %48 = add i32 %40, 1
  %49 = icmp eq i32 %48, %28
  br i1 %49, label %50, label %37, !llvm.loop !71

50:                                               ; preds = %37, %32
  %51 = phi float [ %33, %32 ], [ %46, %37 ]
  %52 = add nuw nsw i32 %20, 1
  %53 = add nuw i32 %19, 1
  %54 = icmp eq i32 %52, %4
  br i1 %54, label %9, label %18, !llvm.loop !72

55:                                               ; preds = %55, %30
  %56 = phi i32 [ 0, %30 ], [ %86, %55 ]
  %57 = phi float [ %26, %30 ], [ %85, %55 ]
  %58 = phi i32 [ 0, %30 ], [ %87, %55 ]
  %59 = fmul contract float %57, 5.000000e-01
  %60 = add nuw nsw i32 %56, %27
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %59, %63
  %65 = or disjoint i32 %56, 1
  %66 = fmul contract float %64, 5.000000e-01
  %67 = add nuw nsw i32 %65, %27
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %66, %70
  %72 = or disjoint i32 %56, 2
  %73 = fmul contract float %71, 5.000000e-01
  %74 = add nuw nsw i32 %72, %27
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !57
  %78 = fadd contract float %73, %77
  %79 = or disjoint i32 %56, 3
  %80 = fmul contract float %78, 5.000000e-01
  %81 = add nuw nsw i32 %79, %27
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !57
  %85 = fadd contract float %80, %84
  %86 = add nuw nsw i32 %56, 4
  %87 = add i32 %58, 4
  %88 = icmp eq i32 %87, %31
  br i1 %88, label %32, label %55, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s228_nest_lt_m_tri_le_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %28, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %40, %28 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %28
  %19 = phi i32 [ %30, %28 ], [ 1, %7 ]
  %20 = phi i32 [ %29, %28 ], [ 0, %7 ]
  %21 = phi float [ %40, %28 ], [ 0.000000e+00, %7 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %22, %25
  %27 = shl nsw i32 %20, 6
  br label %32

28:                                               ; preds = %32
  %29 = add nuw nsw i32 %20, 1
  %30 = add nuw i32 %19, 1
  %31 = icmp eq i32 %29, %4
  br i1 %31, label %9, label %18, !llvm.loop !74

32:                                               ; preds = %18, %32
  %33 = phi i32 [ 0, %18 ], [ %41, %32 ]
  %34 = phi float [ %26, %18 ], [ %40, %32 ]
  %35 = fmul contract float %34, 5.000000e-01
  %36 = add nuw nsw i32 %33, %27
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !57
  %40 = fadd contract float %35, %39
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %19
  br i1 %42, label %28, label %32, !llvm.loop !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s229_nest_lt_m_from_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %29, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ 0, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nuw nsw i32 %19, 1
  %32 = icmp eq i32 %31, %4
  br i1 %32, label %9, label %18, !llvm.loop !76

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s229_nest_lt_m_from_i_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %29, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ 0, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nuw nsw i32 %19, 1
  %32 = icmp eq i32 %31, %4
  br i1 %32, label %9, label %18, !llvm.loop !78

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s230_nest_lt_m_tile3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %49, %18 ]
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
  %19 = phi i32 [ %50, %18 ], [ 0, %7 ]
  %20 = phi float [ %49, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = fmul contract float %31, 5.000000e-01
  %33 = or disjoint i32 %26, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %32, %36
  %38 = fmul contract float %37, 5.000000e-01
  %39 = or disjoint i32 %26, 6
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !57
  %43 = fadd contract float %38, %42
  %44 = fmul contract float %43, 5.000000e-01
  %45 = or disjoint i32 %26, 9
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %44, %48
  %50 = add nuw nsw i32 %19, 1
  %51 = icmp eq i32 %50, %4
  br i1 %51, label %9, label %18, !llvm.loop !80
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s230_nest_lt_m_tile3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %27, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ 0, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %19, 1
  %29 = icmp eq i32 %28, %4
  br i1 %29, label %9, label %18, !llvm.loop !81

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nuw nsw i32 %31, %26
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nuw nsw i32 %31, 3
  %40 = icmp ult i32 %31, 9
  br i1 %40, label %30, label %27, !llvm.loop !82
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s231_nest_lt_m_double(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 1
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ 0, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 1
  %33 = icmp eq i32 %32, %4
  br i1 %33, label %11, label %20, !llvm.loop !83

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !84
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s231_nest_lt_m_double_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 1
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ 0, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 1
  %33 = icmp eq i32 %32, %4
  br i1 %33, label %11, label %20, !llvm.loop !85

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s232_nest_lt_m_ntid_k(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %39

10:                                               ; preds = %7
  %11 = and i32 %4, 1
  %12 = icmp eq i32 %4, 1
  br i1 %12, label %17, label %13

13:                                               ; preds = %10
  %14 = and i32 %4, 2147483646
  br label %47

15:                                               ; preds = %76
  %16 = fmul contract float %73, 5.000000e-01
  br label %17

17:                                               ; preds = %15, %10
  %18 = phi float [ poison, %10 ], [ %73, %15 ]
  %19 = phi i32 [ 0, %10 ], [ %77, %15 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %16, %15 ]
  %21 = icmp eq i32 %11, 0
  br i1 %21, label %39, label %22

22:                                               ; preds = %17
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !57
  %26 = fadd contract float %20, %25
  %27 = shl nsw i32 %19, 6
  br label %28

28:                                               ; preds = %28, %22
  %29 = phi i32 [ 0, %22 ], [ %37, %28 ]
  %30 = phi float [ %26, %22 ], [ %36, %28 ]
  %31 = fmul contract float %30, 5.000000e-01
  %32 = add nsw i32 %29, %27
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !57
  %36 = fadd contract float %31, %35
  %37 = add nsw i32 %29, %5
  %38 = icmp slt i32 %37, %9
  br i1 %38, label %28, label %39, !llvm.loop !87

39:                                               ; preds = %17, %28, %7
  %40 = phi float [ 0.000000e+00, %7 ], [ %18, %17 ], [ %36, %28 ]
  %41 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %43 = mul i32 %42, %9
  %44 = add i32 %43, %41
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  store float %40, ptr %46, align 4, !tbaa !57
  ret void

47:                                               ; preds = %76, %13
  %48 = phi i32 [ 0, %13 ], [ %77, %76 ]
  %49 = phi float [ 0.000000e+00, %13 ], [ %73, %76 ]
  %50 = phi i32 [ 0, %13 ], [ %78, %76 ]
  %51 = fmul contract float %49, 5.000000e-01
  %52 = zext nneg i32 %48 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !57
  %55 = fadd contract float %51, %54
  %56 = shl nsw i32 %48, 6
  br label %80

57:                                               ; preds = %80
  %58 = or disjoint i32 %48, 1
  %59 = fmul contract float %88, 5.000000e-01
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !57
  %63 = fadd contract float %59, %62
  %64 = shl nsw i32 %58, 6
  br label %65

65:                                               ; preds = %65, %57
  %66 = phi i32 [ 0, %57 ], [ %74, %65 ]
  %67 = phi float [ %63, %57 ], [ %73, %65 ]
  %68 = fmul contract float %67, 5.000000e-01
  %69 = add nsw i32 %66, %64
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !57
  %73 = fadd contract float %68, %72
  %74 = add nsw i32 %66, %5
  %75 = icmp slt i32 %74, %9
  br i1 %75, label %65, label %76, !llvm.loop !87

76:                                               ; preds = %65
  %77 = add nuw nsw i32 %48, 2
  %78 = add i32 %50, 2
  %79 = icmp eq i32 %78, %14
  br i1 %79, label %15, label %47, !llvm.loop !88

80:                                               ; preds = %47, %80
  %81 = phi i32 [ 0, %47 ], [ %89, %80 ]
  %82 = phi float [ %55, %47 ], [ %88, %80 ]
  %83 = fmul contract float %82, 5.000000e-01
  %84 = add nsw i32 %81, %56
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !57
  %88 = fadd contract float %83, %87
  %89 = add nsw i32 %81, %5
  %90 = icmp slt i32 %89, %9
  br i1 %90, label %80, label %57, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s232_nest_lt_m_ntid_k_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %18, label %10

10:                                               ; preds = %27, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %9
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ 0, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %19, 1
  %29 = icmp eq i32 %28, %4
  br i1 %29, label %10, label %18, !llvm.loop !89

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nsw i32 %31, %26
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nsw i32 %31, %5
  %40 = icmp slt i32 %39, %9
  br i1 %40, label %30, label %27, !llvm.loop !90
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s233_nest_tile4_lt_n(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %16

10:                                               ; preds = %7
  %11 = icmp sgt i32 %3, 0
  %12 = and i32 %3, 3
  %13 = icmp ult i32 %3, 4
  %14 = and i32 %3, 2147483644
  %15 = icmp eq i32 %12, 0
  br label %24

16:                                               ; preds = %51, %7
  %17 = phi float [ 0.000000e+00, %7 ], [ %52, %51 ]
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = add i32 %20, %8
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %17, ptr %23, align 4, !tbaa !57
  ret void

24:                                               ; preds = %10, %51
  %25 = phi i32 [ %8, %10 ], [ %53, %51 ]
  %26 = phi float [ 0.000000e+00, %10 ], [ %52, %51 ]
  %27 = fmul contract float %26, 5.000000e-01
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  br i1 %11, label %32, label %51

32:                                               ; preds = %24
  %33 = shl nuw nsw i32 %25, 6
  br i1 %13, label %34, label %55

34:                                               ; preds = %55, %32
  %35 = phi float [ poison, %32 ], [ %85, %55 ]
  %36 = phi i32 [ 0, %32 ], [ %86, %55 ]
  %37 = phi float [ %31, %32 ], [ %85, %55 ]
  br i1 %15, label %51, label %38

38:                                               ; preds = %34, %38
  %39 = phi i32 [ %48, %38 ], [ %36, %34 ]
  %40 = phi float [ %47, %38 ], [ %37, %34 ]
  %41 = phi i32 [ %49, %38 ], [ 0, %34 ]
  %42 = fmul contract float %40, 5.000000e-01
  %43 = add nuw nsw i32 %39, %33
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %42, %46
  %48 = add nuw nsw i32 %39, 1
  %49 = add i32 %41, 1
  %50 = icmp eq i32 %49, %12
  br i1 %50, label %51, label %38, !llvm.loop !91

51:                                               ; preds = %34, %38, %24
  %52 = phi float [ %31, %24 ], [ %35, %34 ], [ %47, %38 ]
  %53 = add nuw nsw i32 %25, 4
  %54 = icmp ult i32 %25, 8
  br i1 %54, label %24, label %16, !llvm.loop !92

55:                                               ; preds = %32, %55
  %56 = phi i32 [ %86, %55 ], [ 0, %32 ]
  %57 = phi float [ %85, %55 ], [ %31, %32 ]
  %58 = phi i32 [ %87, %55 ], [ 0, %32 ]
  %59 = fmul contract float %57, 5.000000e-01
  %60 = add nuw nsw i32 %56, %33
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %59, %63
  %65 = or disjoint i32 %56, 1
  %66 = fmul contract float %64, 5.000000e-01
  %67 = add nuw nsw i32 %65, %33
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %66, %70
  %72 = or disjoint i32 %56, 2
  %73 = fmul contract float %71, 5.000000e-01
  %74 = add nuw nsw i32 %72, %33
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !57
  %78 = fadd contract float %73, %77
  %79 = or disjoint i32 %56, 3
  %80 = fmul contract float %78, 5.000000e-01
  %81 = add nuw nsw i32 %79, %33
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !57
  %85 = fadd contract float %80, %84
  %86 = add nuw nsw i32 %56, 4
  %87 = add i32 %58, 4
  %88 = icmp eq i32 %87, %14
  br i1 %88, label %34, label %55, !llvm.loop !93
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s233_nest_tile4_lt_n_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = icmp sgt i32 %3, 0
  br label %20

12:                                               ; preds = %30, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %30
  %21 = phi i32 [ %8, %10 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %11, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nuw nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 4
  %33 = icmp ult i32 %21, 8
  br i1 %33, label %20, label %12, !llvm.loop !94

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 0, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nuw nsw i32 %35, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = add nuw nsw i32 %35, 1
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %30, label %34, !llvm.loop !95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s234_nest_tile4_tri_le(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = add nuw nsw i32 %8, 1
  br label %20

12:                                               ; preds = %55, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %56, %55 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %55
  %21 = phi i32 [ 0, %10 ], [ %60, %55 ]
  %22 = phi i32 [ %11, %10 ], [ %59, %55 ]
  %23 = phi i32 [ %8, %10 ], [ %57, %55 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %56, %55 ]
  %25 = shl nuw nsw i32 %21, 2
  %26 = add nuw i32 %8, %25
  %27 = fmul contract float %24, 5.000000e-01
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = shl nuw nsw i32 %23, 6
  %33 = and i32 %22, 3
  %34 = icmp ult i32 %26, 3
  br i1 %34, label %37, label %35

35:                                               ; preds = %20
  %36 = and i32 %22, 2147483644
  br label %61

37:                                               ; preds = %61, %20
  %38 = phi float [ poison, %20 ], [ %91, %61 ]
  %39 = phi i32 [ 0, %20 ], [ %92, %61 ]
  %40 = phi float [ %31, %20 ], [ %91, %61 ]
  %41 = icmp eq i32 %33, 0
  br i1 %41, label %55, label %42

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %52, %42 ], [ %39, %37 ]
  %44 = phi float [ %51, %42 ], [ %40, %37 ]
  %45 = phi i32 [ %53, %42 ], [ 0, %37 ]
  %46 = fmul contract float %44, 5.000000e-01
  %47 = add nuw nsw i32 %43, %32
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !57
  %51 = fadd contract float %46, %50
  %52 = add nuw nsw i32 %43, 1
  %53 = add i32 %45, 1
  %54 = icmp eq i32 %53, %33
  br i1 %54, label %55, label %42, !llvm.loop !96

55:                                               ; preds = %42, %37
  %56 = phi float [ %38, %37 ], [ %51, %42 ]
  %57 = add nuw nsw i32 %23, 4
  %58 = icmp ult i32 %23, 8
  %59 = add nuw nsw i32 %22, 4
  %60 = add i32 %21, 1
  br i1 %58, label %20, label %12, !llvm.loop !97

61:                                               ; preds = %61, %35
  %62 = phi i32 [ 0, %35 ], [ %92, %61 ]
  %63 = phi float [ %31, %35 ], [ %91, %61 ]
  %64 = phi i32 [ 0, %35 ], [ %93, %61 ]
  %65 = fmul contract float %63, 5.000000e-01
  %66 = add nuw nsw i32 %62, %32
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !57
  %70 = fadd contract float %65, %69
  %71 = or disjoint i32 %62, 1
  %72 = fmul contract float %70, 5.000000e-01
  %73 = add nuw nsw i32 %71, %32
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !57
  %77 = fadd contract float %72, %76
  %78 = or disjoint i32 %62, 2
  %79 = fmul contract float %77, 5.000000e-01
  %80 = add nuw nsw i32 %78, %32
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !57
  %84 = fadd contract float %79, %83
  %85 = or disjoint i32 %62, 3
  %86 = fmul contract float %84, 5.000000e-01
  %87 = add nuw nsw i32 %85, %32
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !57
  %91 = fadd contract float %86, %90
  %92 = add nuw nsw i32 %62, 4
  %93 = add i32 %64, 4
  %94 = icmp eq i32 %93, %36
  br i1 %94, label %37, label %61, !llvm.loop !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s234_nest_tile4_tri_le_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = add nuw nsw i32 %8, 1
  br label %20

12:                                               ; preds = %30, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %42, %30 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %30
  %21 = phi i32 [ %11, %10 ], [ %33, %30 ]
  %22 = phi i32 [ %8, %10 ], [ %31, %30 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %42, %30 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = shl nuw nsw i32 %22, 6
  br label %34

30:                                               ; preds = %34
  %31 = add nuw nsw i32 %22, 4
  %32 = icmp ult i32 %22, 8
  %33 = add nuw nsw i32 %21, 4
  br i1 %32, label %20, label %12, !llvm.loop !99

34:                                               ; preds = %20, %34
  %35 = phi i32 [ 0, %20 ], [ %43, %34 ]
  %36 = phi float [ %28, %20 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nuw nsw i32 %35, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = add nuw nsw i32 %35, 1
  %44 = icmp eq i32 %43, %21
  br i1 %44, label %30, label %34, !llvm.loop !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s235_nest_tile4_from_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %29, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ %8, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nuw nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nuw nsw i32 %19, 4
  %32 = icmp ult i32 %19, 8
  br i1 %32, label %18, label %10, !llvm.loop !101

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s235_nest_tile4_from_i_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %29, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ %8, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nuw nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nuw nsw i32 %19, 4
  %32 = icmp ult i32 %19, 8
  br i1 %32, label %18, label %10, !llvm.loop !103

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s236_nest_tile4_tile3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %18, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %49, %18 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %50, %18 ], [ %8, %7 ]
  %20 = phi float [ %49, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nuw nsw i32 %19, 6
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = fmul contract float %31, 5.000000e-01
  %33 = or disjoint i32 %26, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %32, %36
  %38 = fmul contract float %37, 5.000000e-01
  %39 = or disjoint i32 %26, 6
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !57
  %43 = fadd contract float %38, %42
  %44 = fmul contract float %43, 5.000000e-01
  %45 = or disjoint i32 %26, 9
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %44, %48
  %50 = add nuw nsw i32 %19, 4
  %51 = icmp ult i32 %19, 8
  br i1 %51, label %18, label %10, !llvm.loop !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s236_nest_tile4_tile3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %18, label %10

10:                                               ; preds = %27, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ %8, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nuw nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %19, 4
  %29 = icmp ult i32 %19, 8
  br i1 %29, label %18, label %10, !llvm.loop !106

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nuw nsw i32 %31, %26
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nuw nsw i32 %31, 3
  %40 = icmp ult i32 %31, 9
  br i1 %40, label %30, label %27, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s237_nest_tile4_double(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = icmp sgt i32 %3, 1
  br label %20

12:                                               ; preds = %30, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %30
  %21 = phi i32 [ %8, %10 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %11, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nuw nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 4
  %33 = icmp ult i32 %21, 8
  br i1 %33, label %20, label %12, !llvm.loop !108

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s237_nest_tile4_double_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  br i1 %9, label %10, label %12

10:                                               ; preds = %7
  %11 = icmp sgt i32 %3, 1
  br label %20

12:                                               ; preds = %30, %7
  %13 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %8
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %13, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %10, %30
  %21 = phi i32 [ %8, %10 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %11, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nuw nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nuw nsw i32 %21, 4
  %33 = icmp ult i32 %21, 8
  br i1 %33, label %20, label %12, !llvm.loop !110

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !111
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s238_nest_tile4_ntid_k(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %27, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ %8, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nuw nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %19, 4
  %29 = icmp ult i32 %19, 8
  br i1 %29, label %18, label %11, !llvm.loop !112

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nsw i32 %31, %26
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nsw i32 %31, %5
  %40 = icmp slt i32 %39, %10
  br i1 %40, label %30, label %27, !llvm.loop !113
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s238_nest_tile4_ntid_k_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp ult i32 %8, 12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %9, label %18, label %11

11:                                               ; preds = %27, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %10
  %15 = add i32 %14, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %12, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ %8, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nuw nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %19, 4
  %29 = icmp ult i32 %19, 8
  br i1 %29, label %18, label %11, !llvm.loop !114

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nsw i32 %31, %26
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nsw i32 %31, %5
  %40 = icmp slt i32 %39, %10
  br i1 %40, label %30, label %27, !llvm.loop !115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s239_nest_down_m_lt_n(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 0
  %11 = and i32 %3, 3
  %12 = icmp ult i32 %3, 4
  %13 = and i32 %3, 2147483644
  %14 = icmp eq i32 %11, 0
  br label %24

15:                                               ; preds = %51, %7
  %16 = phi float [ 0.000000e+00, %7 ], [ %52, %51 ]
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = add i32 %20, %17
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %2, i64 %22
  store float %16, ptr %23, align 4, !tbaa !57
  ret void

24:                                               ; preds = %9, %51
  %25 = phi i32 [ %4, %9 ], [ %53, %51 ]
  %26 = phi float [ 0.000000e+00, %9 ], [ %52, %51 ]
  %27 = fmul contract float %26, 5.000000e-01
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  br i1 %10, label %32, label %51

32:                                               ; preds = %24
  %33 = shl nsw i32 %25, 6
  br i1 %12, label %34, label %55

34:                                               ; preds = %55, %32
  %35 = phi float [ poison, %32 ], [ %85, %55 ]
  %36 = phi i32 [ 0, %32 ], [ %86, %55 ]
  %37 = phi float [ %31, %32 ], [ %85, %55 ]
  br i1 %14, label %51, label %38

38:                                               ; preds = %34, %38
  %39 = phi i32 [ %48, %38 ], [ %36, %34 ]
  %40 = phi float [ %47, %38 ], [ %37, %34 ]
  %41 = phi i32 [ %49, %38 ], [ 0, %34 ]
  %42 = fmul contract float %40, 5.000000e-01
  %43 = add nuw nsw i32 %39, %33
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !57
  %47 = fadd contract float %42, %46
  %48 = add nuw nsw i32 %39, 1
  %49 = add i32 %41, 1
  %50 = icmp eq i32 %49, %11
  br i1 %50, label %51, label %38, !llvm.loop !116

51:                                               ; preds = %34, %38, %24
  %52 = phi float [ %31, %24 ], [ %35, %34 ], [ %47, %38 ]
  %53 = add nsw i32 %25, -1
  %54 = icmp sgt i32 %25, 1
  br i1 %54, label %24, label %15, !llvm.loop !117

55:                                               ; preds = %32, %55
  %56 = phi i32 [ %86, %55 ], [ 0, %32 ]
  %57 = phi float [ %85, %55 ], [ %31, %32 ]
  %58 = phi i32 [ %87, %55 ], [ 0, %32 ]
  %59 = fmul contract float %57, 5.000000e-01
  %60 = add nuw nsw i32 %56, %33
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !57
  %64 = fadd contract float %59, %63
  %65 = or disjoint i32 %56, 1
  %66 = fmul contract float %64, 5.000000e-01
  %67 = add nuw nsw i32 %65, %33
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !57
  %71 = fadd contract float %66, %70
  %72 = or disjoint i32 %56, 2
  %73 = fmul contract float %71, 5.000000e-01
  %74 = add nuw nsw i32 %72, %33
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !57
  %78 = fadd contract float %73, %77
  %79 = or disjoint i32 %56, 3
  %80 = fmul contract float %78, 5.000000e-01
  %81 = add nuw nsw i32 %79, %33
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !57
  %85 = fadd contract float %80, %84
  %86 = add nuw nsw i32 %56, 4
  %87 = add i32 %58, 4
  %88 = icmp eq i32 %87, %13
  br i1 %88, label %34, label %55, !llvm.loop !118
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s239_nest_down_m_lt_n_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 0
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ %4, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nsw i32 %21, -1
  %33 = icmp sgt i32 %21, 1
  br i1 %33, label %20, label %11, !llvm.loop !119

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 0, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nuw nsw i32 %35, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = add nuw nsw i32 %35, 1
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %30, label %34, !llvm.loop !120
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s240_nest_down_m_tri_le(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = add nuw i32 %4, 1
  br label %20

11:                                               ; preds = %52, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %53, %52 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %52
  %21 = phi i32 [ %10, %9 ], [ %56, %52 ]
  %22 = phi i32 [ %4, %9 ], [ %54, %52 ]
  %23 = phi float [ 0.000000e+00, %9 ], [ %53, %52 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = shl nsw i32 %22, 6
  %30 = and i32 %21, 3
  %31 = icmp ult i32 %22, 3
  br i1 %31, label %34, label %32

32:                                               ; preds = %20
  %33 = and i32 %21, -4
  br label %57

34:                                               ; preds = %57, %20
  %35 = phi float [ poison, %20 ], [ %87, %57 ]
  %36 = phi i32 [ 0, %20 ], [ %88, %57 ]
  %37 = phi float [ %28, %20 ], [ %87, %57 ]
  %38 = icmp eq i32 %30, 0
  br i1 %38, label %52, label %39

39:                                               ; preds = %34, %39
  %40 = phi i32 [ %49, %39 ], [ %36, %34 ]
  %41 = phi float [ %48, %39 ], [ %37, %34 ]
  %42 = phi i32 [ %50, %39 ], [ 0, %34 ]
  %43 = fmul contract float %41, 5.000000e-01
  %44 = add nuw nsw i32 %40, %29
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !57
  %48 = fadd contract float %43, %47
  %49 = add nuw i32 %40, 1
  %50 = add i32 %42, 1
  %51 = icmp eq i32 %50, %30
  br i1 %51, label %52, label %39, !llvm.loop !121

52:                                               ; preds = %39, %34
  %53 = phi float [ %35, %34 ], [ %48, %39 ]
  %54 = add nsw i32 %22, -1
  %55 = icmp sgt i32 %22, 1
  %56 = add i32 %21, -1
  br i1 %55, label %20, label %11, !llvm.loop !122

57:                                               ; preds = %57, %32
  %58 = phi i32 [ 0, %32 ], [ %88, %57 ]
  %59 = phi float [ %28, %32 ], [ %87, %57 ]
  %60 = phi i32 [ 0, %32 ], [ %89, %57 ]
  %61 = fmul contract float %59, 5.000000e-01
  %62 = add nuw nsw i32 %58, %29
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = fadd contract float %61, %65
  %67 = or disjoint i32 %58, 1
  %68 = fmul contract float %66, 5.000000e-01
  %69 = add nuw nsw i32 %67, %29
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !57
  %73 = fadd contract float %68, %72
  %74 = or disjoint i32 %58, 2
  %75 = fmul contract float %73, 5.000000e-01
  %76 = add nuw nsw i32 %74, %29
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !57
  %80 = fadd contract float %75, %79
  %81 = or disjoint i32 %58, 3
  %82 = fmul contract float %80, 5.000000e-01
  %83 = add nuw nsw i32 %81, %29
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !57
  %87 = fadd contract float %82, %86
  %88 = add nuw i32 %58, 4
  %89 = add i32 %60, 4
  %90 = icmp eq i32 %89, %33
  br i1 %90, label %34, label %57, !llvm.loop !123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s240_nest_down_m_tri_le_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = add nuw i32 %4, 1
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %42, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ %10, %9 ], [ %33, %30 ]
  %22 = phi i32 [ %4, %9 ], [ %31, %30 ]
  %23 = phi float [ 0.000000e+00, %9 ], [ %42, %30 ]
  %24 = fmul contract float %23, 5.000000e-01
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !57
  %28 = fadd contract float %24, %27
  %29 = shl nsw i32 %22, 6
  br label %34

30:                                               ; preds = %34
  %31 = add nsw i32 %22, -1
  %32 = icmp sgt i32 %22, 1
  %33 = add i32 %21, -1
  br i1 %32, label %20, label %11, !llvm.loop !124

34:                                               ; preds = %20, %34
  %35 = phi i32 [ 0, %20 ], [ %43, %34 ]
  %36 = phi float [ %28, %20 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nuw nsw i32 %35, %29
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = add nuw i32 %35, 1
  %44 = icmp eq i32 %43, %21
  br i1 %44, label %30, label %34, !llvm.loop !125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s241_nest_down_m_from_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %29, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ %4, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nsw i32 %19, -1
  %32 = icmp sgt i32 %19, 1
  br i1 %32, label %18, label %9, !llvm.loop !126

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !127
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s241_nest_down_m_from_i_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %29, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %30, %29 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %29
  %19 = phi i32 [ %31, %29 ], [ %4, %7 ]
  %20 = phi float [ %30, %29 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = icmp slt i32 %19, %3
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = shl nsw i32 %19, 6
  br label %33

29:                                               ; preds = %33, %18
  %30 = phi float [ %25, %18 ], [ %41, %33 ]
  %31 = add nsw i32 %19, -1
  %32 = icmp sgt i32 %19, 1
  br i1 %32, label %18, label %9, !llvm.loop !128

33:                                               ; preds = %27, %33
  %34 = phi i32 [ %19, %27 ], [ %42, %33 ]
  %35 = phi float [ %25, %27 ], [ %41, %33 ]
  %36 = fmul contract float %35, 5.000000e-01
  %37 = add nuw nsw i32 %34, %28
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !57
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i32 %34, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %33, label %29, !llvm.loop !129
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s242_nest_down_m_tile3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %18, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %49, %18 ]
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
  %19 = phi i32 [ %50, %18 ], [ %4, %7 ]
  %20 = phi float [ %49, %18 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = fmul contract float %31, 5.000000e-01
  %33 = or disjoint i32 %26, 3
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %32, %36
  %38 = fmul contract float %37, 5.000000e-01
  %39 = or disjoint i32 %26, 6
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !57
  %43 = fadd contract float %38, %42
  %44 = fmul contract float %43, 5.000000e-01
  %45 = or disjoint i32 %26, 9
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !57
  %49 = fadd contract float %44, %48
  %50 = add nsw i32 %19, -1
  %51 = icmp ugt i32 %19, 1
  br i1 %51, label %18, label %9, !llvm.loop !130
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s242_nest_down_m_tile3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %18, label %9

9:                                                ; preds = %27, %7
  %10 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = add i32 %14, %11
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %10, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ %4, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nsw i32 %19, -1
  %29 = icmp sgt i32 %19, 1
  br i1 %29, label %18, label %9, !llvm.loop !131

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nuw nsw i32 %31, %26
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nuw nsw i32 %31, 3
  %40 = icmp ult i32 %31, 9
  br i1 %40, label %30, label %27, !llvm.loop !132
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s243_nest_down_m_double(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 1
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ %4, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nsw i32 %21, -1
  %33 = icmp sgt i32 %21, 1
  br i1 %33, label %20, label %11, !llvm.loop !133

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !134
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s243_nest_down_m_double_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %7
  %10 = icmp sgt i32 %3, 1
  br label %20

11:                                               ; preds = %30, %7
  %12 = phi float [ 0.000000e+00, %7 ], [ %31, %30 ]
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = add i32 %16, %13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  store float %12, ptr %19, align 4, !tbaa !57
  ret void

20:                                               ; preds = %9, %30
  %21 = phi i32 [ %4, %9 ], [ %32, %30 ]
  %22 = phi float [ 0.000000e+00, %9 ], [ %31, %30 ]
  %23 = fmul contract float %22, 5.000000e-01
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %23, %26
  br i1 %10, label %28, label %30

28:                                               ; preds = %20
  %29 = shl nsw i32 %21, 6
  br label %34

30:                                               ; preds = %34, %20
  %31 = phi float [ %27, %20 ], [ %42, %34 ]
  %32 = add nsw i32 %21, -1
  %33 = icmp sgt i32 %21, 1
  br i1 %33, label %20, label %11, !llvm.loop !135

34:                                               ; preds = %28, %34
  %35 = phi i32 [ 1, %28 ], [ %43, %34 ]
  %36 = phi float [ %27, %28 ], [ %42, %34 ]
  %37 = fmul contract float %36, 5.000000e-01
  %38 = add nsw i32 %35, %29
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !57
  %42 = fadd contract float %37, %41
  %43 = shl i32 %35, 1
  %44 = icmp slt i32 %43, %3
  br i1 %44, label %34, label %30, !llvm.loop !136
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s244_nest_down_m_ntid_k(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %10, label %37

10:                                               ; preds = %7
  %11 = and i32 %4, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %32, label %13

13:                                               ; preds = %10
  %14 = zext nneg i32 %4 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = fadd contract float %16, 0.000000e+00
  %18 = shl nsw i32 %4, 6
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i32 [ 0, %13 ], [ %28, %19 ]
  %21 = phi float [ %17, %13 ], [ %27, %19 ]
  %22 = fmul contract float %21, 5.000000e-01
  %23 = add nsw i32 %20, %18
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !57
  %27 = fadd contract float %22, %26
  %28 = add nsw i32 %20, %5
  %29 = icmp slt i32 %28, %9
  br i1 %29, label %19, label %30, !llvm.loop !137

30:                                               ; preds = %19
  %31 = add nsw i32 %4, -1
  br label %32

32:                                               ; preds = %30, %10
  %33 = phi i32 [ %4, %10 ], [ %31, %30 ]
  %34 = phi float [ 0.000000e+00, %10 ], [ %27, %30 ]
  %35 = phi float [ poison, %10 ], [ %27, %30 ]
  %36 = icmp eq i32 %4, 1
  br i1 %36, label %37, label %45

37:                                               ; preds = %32, %73, %7
  %38 = phi float [ 0.000000e+00, %7 ], [ %35, %32 ], [ %70, %73 ]
  %39 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = mul i32 %40, %9
  %42 = add i32 %41, %39
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %2, i64 %43
  store float %38, ptr %44, align 4, !tbaa !57
  ret void

45:                                               ; preds = %32, %73
  %46 = phi i32 [ %74, %73 ], [ %33, %32 ]
  %47 = phi float [ %70, %73 ], [ %34, %32 ]
  %48 = fmul contract float %47, 5.000000e-01
  %49 = zext nneg i32 %46 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !57
  %52 = fadd contract float %48, %51
  %53 = shl nsw i32 %46, 6
  br label %76

54:                                               ; preds = %76
  %55 = add nsw i32 %46, -1
  %56 = fmul contract float %84, 5.000000e-01
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = shl nsw i32 %55, 6
  br label %62

62:                                               ; preds = %62, %54
  %63 = phi i32 [ 0, %54 ], [ %71, %62 ]
  %64 = phi float [ %60, %54 ], [ %70, %62 ]
  %65 = fmul contract float %64, 5.000000e-01
  %66 = add nsw i32 %63, %61
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !57
  %70 = fadd contract float %65, %69
  %71 = add nsw i32 %63, %5
  %72 = icmp slt i32 %71, %9
  br i1 %72, label %62, label %73, !llvm.loop !137

73:                                               ; preds = %62
  %74 = add nsw i32 %46, -2
  %75 = icmp sgt i32 %46, 2
  br i1 %75, label %45, label %37, !llvm.loop !138

76:                                               ; preds = %45, %76
  %77 = phi i32 [ 0, %45 ], [ %85, %76 ]
  %78 = phi float [ %52, %45 ], [ %84, %76 ]
  %79 = fmul contract float %78, 5.000000e-01
  %80 = add nsw i32 %77, %53
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !57
  %84 = fadd contract float %79, %83
  %85 = add nsw i32 %77, %5
  %86 = icmp slt i32 %85, %9
  br i1 %86, label %76, label %54, !llvm.loop !137
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s244_nest_down_m_ntid_k_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %4, 0
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %18, label %10

10:                                               ; preds = %27, %7
  %11 = phi float [ 0.000000e+00, %7 ], [ %38, %27 ]
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %13, %9
  %15 = add i32 %14, %12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  store float %11, ptr %17, align 4, !tbaa !57
  ret void

18:                                               ; preds = %7, %27
  %19 = phi i32 [ %28, %27 ], [ %4, %7 ]
  %20 = phi float [ %38, %27 ], [ 0.000000e+00, %7 ]
  %21 = fmul contract float %20, 5.000000e-01
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = shl nsw i32 %19, 6
  br label %30

27:                                               ; preds = %30
  %28 = add nsw i32 %19, -1
  %29 = icmp sgt i32 %19, 1
  br i1 %29, label %18, label %10, !llvm.loop !139

30:                                               ; preds = %18, %30
  %31 = phi i32 [ 0, %18 ], [ %39, %30 ]
  %32 = phi float [ %25, %18 ], [ %38, %30 ]
  %33 = fmul contract float %32, 5.000000e-01
  %34 = add nsw i32 %31, %26
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !57
  %38 = fadd contract float %33, %37
  %39 = add nsw i32 %31, %5
  %40 = icmp slt i32 %39, %9
  br i1 %40, label %30, label %27, !llvm.loop !140
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s245_exit_data_lt_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract olt float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !141

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
define dso_local void @s245_exit_data_lt_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract olt float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !142

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
define dso_local void @s246_exit_param_lt_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %64

9:                                                ; preds = %7
  %10 = add nsw i32 %3, -1
  %11 = tail call i32 @llvm.umin.i32(i32 %4, i32 %10)
  %12 = add i32 %11, 1
  %13 = and i32 %12, 3
  %14 = icmp ult i32 %11, 3
  br i1 %14, label %47, label %15

15:                                               ; preds = %9
  %16 = and i32 %12, -4
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i32 [ 0, %15 ], [ %44, %17 ]
  %19 = phi float [ 0.000000e+00, %15 ], [ %43, %17 ]
  %20 = phi i32 [ 0, %15 ], [ %45, %17 ]
  %21 = fmul contract float %19, 5.000000e-01
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !57
  %25 = fadd contract float %21, %24
  %26 = or disjoint i32 %18, 1
  %27 = fmul contract float %25, 5.000000e-01
  %28 = zext nneg i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !57
  %31 = fadd contract float %27, %30
  %32 = or disjoint i32 %18, 2
  %33 = fmul contract float %31, 5.000000e-01
  %34 = zext nneg i32 %32 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !57
  %37 = fadd contract float %33, %36
  %38 = or disjoint i32 %18, 3
  %39 = fmul contract float %37, 5.000000e-01
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !57
  %43 = fadd contract float %39, %42
  %44 = add nuw nsw i32 %18, 4
  %45 = add i32 %20, 4
  %46 = icmp eq i32 %45, %16
  br i1 %46, label %47, label %17, !llvm.loop !143

47:                                               ; preds = %17, %9
  %48 = phi float [ poison, %9 ], [ %43, %17 ]
  %49 = phi i32 [ 0, %9 ], [ %44, %17 ]
  %50 = phi float [ 0.000000e+00, %9 ], [ %43, %17 ]
  %51 = icmp eq i32 %13, 0
  br i1 %51, label %64, label %52

52:                                               ; preds = %47, %52
  %53 = phi i32 [ %61, %52 ], [ %49, %47 ]
  %54 = phi float [ %60, %52 ], [ %50, %47 ]
  %55 = phi i32 [ %62, %52 ], [ 0, %47 ]
  %56 = fmul contract float %54, 5.000000e-01
  %57 = zext nneg i32 %53 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !57
  %60 = fadd contract float %56, %59
  %61 = add nuw nsw i32 %53, 1
  %62 = add i32 %55, 1
  %63 = icmp eq i32 %62, %13
  br i1 %63, label %64, label %52, !llvm.loop !144

64:                                               ; preds = %47, %52, %7
  %65 = phi float [ 0.000000e+00, %7 ], [ %48, %47 ], [ %60, %52 ]
  %66 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %67 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %68 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %69 = mul i32 %67, %68
  %70 = add i32 %69, %66
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %2, i64 %71
  store float %65, ptr %72, align 4, !tbaa !57
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s246_exit_param_lt_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp eq i32 %10, %4
  %18 = add nuw nsw i32 %10, 1
  %19 = icmp eq i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !145

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
define dso_local void @s247_barrier_lt_zero_param_1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28s247_barrier_lt_zero_param_1E4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ28s247_barrier_lt_zero_param_1E4tile to ptr), i64 0, i64 %15
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
  %35 = add nuw nsw i32 %26, 1
  %36 = icmp eq i32 %35, %3
  br i1 %36, label %17, label %25, !llvm.loop !146
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @s247_barrier_lt_zero_param_1_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s247_barrier_lt_zero_param_1_u1E4tile to ptr), i64 0, i64 %11
  %13 = add nuw nsw i32 %8, 1
  %14 = and i32 %13, 255
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ31s247_barrier_lt_zero_param_1_u1E4tile to ptr), i64 0, i64 %15
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
  %35 = add nuw nsw i32 %26, 1
  %36 = icmp eq i32 %35, %3
  br i1 %36, label %17, label %25, !llvm.loop !147
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @s248_exit_data_le_zero_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %21, label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract olt float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, 3
  %19 = icmp sgt i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !148

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
define dso_local void @s248_exit_data_le_zero_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %21, label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = fcmp contract olt float %15, 0.000000e+00
  %18 = add nuw nsw i32 %10, 3
  %19 = icmp sgt i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !149

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
define dso_local void @s249_exit_param_le_zero_param_3(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %21, label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp eq i32 %10, %4
  %18 = add nuw nsw i32 %10, 3
  %19 = icmp sgt i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !150

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
define dso_local void @s249_exit_param_le_zero_param_3_u1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readnone %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, 0
  br i1 %8, label %21, label %9

9:                                                ; preds = %7, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %7 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %7 ]
  %12 = fmul contract float %11, 5.000000e-01
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !57
  %16 = fadd contract float %12, %15
  %17 = icmp eq i32 %10, %4
  %18 = add nuw nsw i32 %10, 3
  %19 = icmp sgt i32 %18, %3
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %9, !llvm.loop !151

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54, !55}
!nvvmir.version = !{!56}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @s225_div2_tile, !"kernel", i32 1}
!5 = !{ptr @s225_div2_tile_u1, !"kernel", i32 1}
!6 = !{ptr @s226_grid_stride, !"kernel", i32 1}
!7 = !{ptr @s226_grid_stride_u1, !"kernel", i32 1}
!8 = !{ptr @s227_nest_lt_m_lt_n, !"kernel", i32 1}
!9 = !{ptr @s227_nest_lt_m_lt_n_u1, !"kernel", i32 1}
!10 = !{ptr @s228_nest_lt_m_tri_le, !"kernel", i32 1}
!11 = !{ptr @s228_nest_lt_m_tri_le_u1, !"kernel", i32 1}
!12 = !{ptr @s229_nest_lt_m_from_i, !"kernel", i32 1}
!13 = !{ptr @s229_nest_lt_m_from_i_u1, !"kernel", i32 1}
!14 = !{ptr @s230_nest_lt_m_tile3, !"kernel", i32 1}
!15 = !{ptr @s230_nest_lt_m_tile3_u1, !"kernel", i32 1}
!16 = !{ptr @s231_nest_lt_m_double, !"kernel", i32 1}
!17 = !{ptr @s231_nest_lt_m_double_u1, !"kernel", i32 1}
!18 = !{ptr @s232_nest_lt_m_ntid_k, !"kernel", i32 1}
!19 = !{ptr @s232_nest_lt_m_ntid_k_u1, !"kernel", i32 1}
!20 = !{ptr @s233_nest_tile4_lt_n, !"kernel", i32 1}
!21 = !{ptr @s233_nest_tile4_lt_n_u1, !"kernel", i32 1}
!22 = !{ptr @s234_nest_tile4_tri_le, !"kernel", i32 1}
!23 = !{ptr @s234_nest_tile4_tri_le_u1, !"kernel", i32 1}
!24 = !{ptr @s235_nest_tile4_from_i, !"kernel", i32 1}
!25 = !{ptr @s235_nest_tile4_from_i_u1, !"kernel", i32 1}
!26 = !{ptr @s236_nest_tile4_tile3, !"kernel", i32 1}
!27 = !{ptr @s236_nest_tile4_tile3_u1, !"kernel", i32 1}
!28 = !{ptr @s237_nest_tile4_double, !"kernel", i32 1}
!29 = !{ptr @s237_nest_tile4_double_u1, !"kernel", i32 1}
!30 = !{ptr @s238_nest_tile4_ntid_k, !"kernel", i32 1}
!31 = !{ptr @s238_nest_tile4_ntid_k_u1, !"kernel", i32 1}
!32 = !{ptr @s239_nest_down_m_lt_n, !"kernel", i32 1}
!33 = !{ptr @s239_nest_down_m_lt_n_u1, !"kernel", i32 1}
!34 = !{ptr @s240_nest_down_m_tri_le, !"kernel", i32 1}
!35 = !{ptr @s240_nest_down_m_tri_le_u1, !"kernel", i32 1}
!36 = !{ptr @s241_nest_down_m_from_i, !"kernel", i32 1}
!37 = !{ptr @s241_nest_down_m_from_i_u1, !"kernel", i32 1}
!38 = !{ptr @s242_nest_down_m_tile3, !"kernel", i32 1}
!39 = !{ptr @s242_nest_down_m_tile3_u1, !"kernel", i32 1}
!40 = !{ptr @s243_nest_down_m_double, !"kernel", i32 1}
!41 = !{ptr @s243_nest_down_m_double_u1, !"kernel", i32 1}
!42 = !{ptr @s244_nest_down_m_ntid_k, !"kernel", i32 1}
!43 = !{ptr @s244_nest_down_m_ntid_k_u1, !"kernel", i32 1}
!44 = !{ptr @s245_exit_data_lt_zero_param_1, !"kernel", i32 1}
!45 = !{ptr @s245_exit_data_lt_zero_param_1_u1, !"kernel", i32 1}
!46 = !{ptr @s246_exit_param_lt_zero_param_1, !"kernel", i32 1}
!47 = !{ptr @s246_exit_param_lt_zero_param_1_u1, !"kernel", i32 1}
!48 = !{ptr @s247_barrier_lt_zero_param_1, !"kernel", i32 1}
!49 = !{ptr @s247_barrier_lt_zero_param_1_u1, !"kernel", i32 1}
!50 = !{ptr @s248_exit_data_le_zero_param_3, !"kernel", i32 1}
!51 = !{ptr @s248_exit_data_le_zero_param_3_u1, !"kernel", i32 1}
!52 = !{ptr @s249_exit_param_le_zero_param_3, !"kernel", i32 1}
!53 = !{ptr @s249_exit_param_le_zero_param_3_u1, !"kernel", i32 1}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!56 = !{i32 2, i32 0}
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = distinct !{!61, !62, !63}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.unroll.disable"}
!64 = distinct !{!64, !62}
!65 = distinct !{!65, !62, !63}
!66 = distinct !{!66, !63}
!67 = distinct !{!67, !62}
!68 = distinct !{!68, !62}
!69 = distinct !{!69, !62, !63}
!70 = distinct !{!70, !62, !63}
!71 = distinct !{!71, !63}
!72 = distinct !{!72, !62}
!73 = distinct !{!73, !62}
!74 = distinct !{!74, !62, !63}
!75 = distinct !{!75, !62, !63}
!76 = distinct !{!76, !62}
!77 = distinct !{!77, !62}
!78 = distinct !{!78, !62, !63}
!79 = distinct !{!79, !62, !63}
!80 = distinct !{!80, !62}
!81 = distinct !{!81, !62, !63}
!82 = distinct !{!82, !62, !63}
!83 = distinct !{!83, !62}
!84 = distinct !{!84, !62}
!85 = distinct !{!85, !62, !63}
!86 = distinct !{!86, !62, !63}
!87 = distinct !{!87, !62}
!88 = distinct !{!88, !62}
!89 = distinct !{!89, !62, !63}
!90 = distinct !{!90, !62, !63}
!91 = distinct !{!91, !63}
!92 = distinct !{!92, !62}
!93 = distinct !{!93, !62}
!94 = distinct !{!94, !62, !63}
!95 = distinct !{!95, !62, !63}
!96 = distinct !{!96, !63}
!97 = distinct !{!97, !62}
!98 = distinct !{!98, !62}
!99 = distinct !{!99, !62, !63}
!100 = distinct !{!100, !62, !63}
!101 = distinct !{!101, !62}
!102 = distinct !{!102, !62}
!103 = distinct !{!103, !62, !63}
!104 = distinct !{!104, !62, !63}
!105 = distinct !{!105, !62}
!106 = distinct !{!106, !62, !63}
!107 = distinct !{!107, !62, !63}
!108 = distinct !{!108, !62}
!109 = distinct !{!109, !62}
!110 = distinct !{!110, !62, !63}
!111 = distinct !{!111, !62, !63}
!112 = distinct !{!112, !62}
!113 = distinct !{!113, !62}
!114 = distinct !{!114, !62, !63}
!115 = distinct !{!115, !62, !63}
!116 = distinct !{!116, !63}
!117 = distinct !{!117, !62}
!118 = distinct !{!118, !62}
!119 = distinct !{!119, !62, !63}
!120 = distinct !{!120, !62, !63}
!121 = distinct !{!121, !63}
!122 = distinct !{!122, !62}
!123 = distinct !{!123, !62}
!124 = distinct !{!124, !62, !63}
!125 = distinct !{!125, !62, !63}
!126 = distinct !{!126, !62}
!127 = distinct !{!127, !62}
!128 = distinct !{!128, !62, !63}
!129 = distinct !{!129, !62, !63}
!130 = distinct !{!130, !62}
!131 = distinct !{!131, !62, !63}
!132 = distinct !{!132, !62, !63}
!133 = distinct !{!133, !62}
!134 = distinct !{!134, !62}
!135 = distinct !{!135, !62, !63}
!136 = distinct !{!136, !62, !63}
!137 = distinct !{!137, !62}
!138 = distinct !{!138, !62}
!139 = distinct !{!139, !62, !63}
!140 = distinct !{!140, !62, !63}
!141 = distinct !{!141, !62}
!142 = distinct !{!142, !62, !63}
!143 = distinct !{!143, !62}
!144 = distinct !{!144, !63}
!145 = distinct !{!145, !62, !63}
!146 = distinct !{!146, !62}
!147 = distinct !{!147, !62, !63}
!148 = distinct !{!148, !62}
!149 = distinct !{!149, !62, !63}
!150 = distinct !{!150, !62}
!151 = distinct !{!151, !62, !63}
