; ModuleID = 'evalset.cu'
source_filename = "evalset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stage_tileE4tile = internal unnamed_addr addrspace(3) global [2304 x float] undef, align 4
@_ZZ12tiled_matmulE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12tiled_matmulE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@partial = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@buffer = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %4
  ret void

15:                                               ; preds = %11, %15
  %16 = phi i32 [ %9, %11 ], [ %24, %15 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !24
  %20 = fmul contract float %19, %0
  %21 = getelementptr inbounds float, ptr %2, i64 %17
  %22 = load float, ptr %21, align 4, !tbaa !24
  %23 = fadd contract float %20, %22
  store float %23, ptr %21, align 4, !tbaa !24
  %24 = add i32 %16, %13
  %25 = icmp slt i32 %24, %3
  br i1 %25, label %15, label %14, !llvm.loop !28
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stage_tile(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %6 = shl nsw i32 %3, 1
  %7 = add i32 %6, %5
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add i32 %6, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = icmp slt i32 %10, %7
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %11, label %18, label %13

13:                                               ; preds = %4
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = mul nuw nsw i32 %14, %5
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %8
  br label %24

18:                                               ; preds = %4
  %19 = icmp slt i32 %12, %9
  %20 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = mul nuw nsw i32 %20, %5
  %22 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %8
  br label %40

24:                                               ; preds = %47, %13
  %25 = phi i32 [ %17, %13 ], [ %23, %47 ]
  %26 = phi i32 [ %15, %13 ], [ %21, %47 ]
  tail call void @llvm.nvvm.barrier0()
  %27 = add i32 %10, %3
  %28 = mul i32 %27, 48
  %29 = add i32 %12, %3
  %30 = add i32 %29, %28
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !24
  %34 = add nuw nsw i32 %26, %10
  %35 = mul i32 %34, %2
  %36 = add i32 %25, %12
  %37 = add i32 %36, %35
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %33, ptr %39, align 4, !tbaa !24
  ret void

40:                                               ; preds = %18, %47
  %41 = phi i32 [ %10, %18 ], [ %48, %47 ]
  br i1 %19, label %42, label %47

42:                                               ; preds = %40
  %43 = add i32 %41, %21
  %44 = mul i32 %43, %2
  %45 = add i32 %44, %23
  %46 = mul nsw i32 %41, 48
  br label %50

47:                                               ; preds = %50, %40
  %48 = add i32 %41, %5
  %49 = icmp slt i32 %48, %7
  br i1 %49, label %40, label %24, !llvm.loop !30

50:                                               ; preds = %42, %50
  %51 = phi i32 [ %12, %42 ], [ %59, %50 ]
  %52 = add i32 %45, %51
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = add nsw i32 %51, %46
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %57
  store float %55, ptr %58, align 4, !tbaa !24
  %59 = add i32 %51, %8
  %60 = icmp slt i32 %59, %9
  br i1 %60, label %50, label %47, !llvm.loop !31
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @naive_dgemm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %9, %3
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %107

18:                                               ; preds = %4
  %19 = mul nuw nsw i32 %9, %3
  %20 = add i32 %3, -1
  %21 = and i32 %3, 3
  %22 = icmp ult i32 %20, 3
  br i1 %22, label %25, label %23

23:                                               ; preds = %18
  %24 = and i32 %3, -4
  br label %53

25:                                               ; preds = %53, %18
  %26 = phi double [ poison, %18 ], [ %103, %53 ]
  %27 = phi i32 [ 0, %18 ], [ %104, %53 ]
  %28 = phi double [ 0.000000e+00, %18 ], [ %103, %53 ]
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %48, label %30

30:                                               ; preds = %25, %30
  %31 = phi i32 [ %45, %30 ], [ %27, %25 ]
  %32 = phi double [ %44, %30 ], [ %28, %25 ]
  %33 = phi i32 [ %46, %30 ], [ 0, %25 ]
  %34 = add nuw nsw i32 %31, %19
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !32
  %38 = mul nuw nsw i32 %31, %3
  %39 = add nsw i32 %38, %14
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !32
  %43 = fmul contract double %37, %42
  %44 = fadd contract double %32, %43
  %45 = add nuw nsw i32 %31, 1
  %46 = add i32 %33, 1
  %47 = icmp eq i32 %46, %21
  br i1 %47, label %48, label %30, !llvm.loop !34

48:                                               ; preds = %30, %25
  %49 = phi double [ %26, %25 ], [ %44, %30 ]
  %50 = add nsw i32 %19, %14
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %2, i64 %51
  store double %49, ptr %52, align 8, !tbaa !32
  br label %107

53:                                               ; preds = %53, %23
  %54 = phi i32 [ 0, %23 ], [ %104, %53 ]
  %55 = phi double [ 0.000000e+00, %23 ], [ %103, %53 ]
  %56 = phi i32 [ 0, %23 ], [ %105, %53 ]
  %57 = add nuw nsw i32 %54, %19
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !32
  %61 = mul nuw nsw i32 %54, %3
  %62 = add nsw i32 %61, %14
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %1, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !32
  %66 = fmul contract double %60, %65
  %67 = fadd contract double %55, %66
  %68 = or disjoint i32 %54, 1
  %69 = add nuw nsw i32 %68, %19
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %0, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !32
  %73 = mul nuw nsw i32 %68, %3
  %74 = add nsw i32 %73, %14
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %1, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !32
  %78 = fmul contract double %72, %77
  %79 = fadd contract double %67, %78
  %80 = or disjoint i32 %54, 2
  %81 = add nuw nsw i32 %80, %19
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !32
  %85 = mul nuw nsw i32 %80, %3
  %86 = add nsw i32 %85, %14
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %1, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !32
  %90 = fmul contract double %84, %89
  %91 = fadd contract double %79, %90
  %92 = or disjoint i32 %54, 3
  %93 = add nuw nsw i32 %92, %19
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !32
  %97 = mul nuw nsw i32 %92, %3
  %98 = add nsw i32 %97, %14
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %1, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !32
  %102 = fmul contract double %96, %101
  %103 = fadd contract double %91, %102
  %104 = add nuw nsw i32 %54, 4
  %105 = add i32 %56, 4
  %106 = icmp eq i32 %105, %24
  br i1 %106, label %25, label %53, !llvm.loop !36

107:                                              ; preds = %48, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @pointer_ne(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = shl nsw i32 %2, 5
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %6, i64 %8
  %10 = icmp eq i32 %2, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %3, %11
  %12 = phi float [ %15, %11 ], [ 0.000000e+00, %3 ]
  %13 = phi ptr [ %16, %11 ], [ %6, %3 ]
  %14 = load float, ptr %13, align 4, !tbaa !24
  %15 = fadd contract float %12, %14
  %16 = getelementptr inbounds i8, ptr %13, i64 128
  %17 = icmp eq ptr %16, %9
  br i1 %17, label %18, label %11, !llvm.loop !37

18:                                               ; preds = %11, %3
  %19 = phi float [ 0.000000e+00, %3 ], [ %15, %11 ]
  %20 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  store float %19, ptr %25, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @countdown(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add nsw i32 %2, -1
  %6 = and i32 %2, 7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %18, %8 ], [ %2, %3 ]
  %10 = phi float [ %17, %8 ], [ 0.000000e+00, %3 ]
  %11 = phi i32 [ %19, %8 ], [ 0, %3 ]
  %12 = shl nsw i32 %9, 6
  %13 = add i32 %12, %4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !24
  %17 = fadd contract float %10, %16
  %18 = add nsw i32 %9, -1
  %19 = add i32 %11, 1
  %20 = icmp eq i32 %19, %6
  br i1 %20, label %21, label %8, !llvm.loop !38

21:                                               ; preds = %8, %3
  %22 = phi float [ poison, %3 ], [ %17, %8 ]
  %23 = phi i32 [ %2, %3 ], [ %18, %8 ]
  %24 = phi float [ 0.000000e+00, %3 ], [ %17, %8 ]
  %25 = icmp ult i32 %5, 7
  br i1 %25, label %86, label %26

26:                                               ; preds = %21, %26
  %27 = phi i32 [ %84, %26 ], [ %23, %21 ]
  %28 = phi float [ %83, %26 ], [ %24, %21 ]
  %29 = shl nsw i32 %27, 6
  %30 = add i32 %29, %4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !24
  %34 = fadd contract float %28, %33
  %35 = shl i32 %27, 6
  %36 = add i32 %35, -64
  %37 = add i32 %36, %4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !24
  %41 = fadd contract float %34, %40
  %42 = shl i32 %27, 6
  %43 = add i32 %42, -128
  %44 = add i32 %43, %4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !24
  %48 = fadd contract float %41, %47
  %49 = shl i32 %27, 6
  %50 = add i32 %49, -192
  %51 = add i32 %50, %4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !24
  %55 = fadd contract float %48, %54
  %56 = shl i32 %27, 6
  %57 = add i32 %56, -256
  %58 = add i32 %57, %4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !24
  %62 = fadd contract float %55, %61
  %63 = shl i32 %27, 6
  %64 = add i32 %63, -320
  %65 = add i32 %64, %4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !24
  %69 = fadd contract float %62, %68
  %70 = shl i32 %27, 6
  %71 = add i32 %70, -384
  %72 = add i32 %71, %4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !24
  %76 = fadd contract float %69, %75
  %77 = shl i32 %27, 6
  %78 = add i32 %77, -448
  %79 = add i32 %78, %4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !24
  %83 = fadd contract float %76, %82
  %84 = add nsw i32 %27, -8
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %26, !llvm.loop !39

86:                                               ; preds = %26, %21
  %87 = phi float [ %22, %21 ], [ %83, %26 ]
  %88 = zext nneg i32 %4 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  store float %87, ptr %89, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @prefix_naive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %85

10:                                               ; preds = %3
  %11 = icmp slt i32 %8, 0
  br i1 %11, label %35, label %12

12:                                               ; preds = %10
  %13 = add i32 %7, %6
  %14 = add i32 %13, 1
  %15 = and i32 %14, 7
  %16 = icmp ult i32 %8, 7
  br i1 %16, label %19, label %17

17:                                               ; preds = %12
  %18 = and i32 %14, -8
  br label %39

19:                                               ; preds = %39, %12
  %20 = phi float [ poison, %12 ], [ %81, %39 ]
  %21 = phi i32 [ 0, %12 ], [ %82, %39 ]
  %22 = phi float [ 0.000000e+00, %12 ], [ %81, %39 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %32, %24 ], [ %21, %19 ]
  %26 = phi float [ %31, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %33, %24 ], [ 0, %19 ]
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = fadd contract float %26, %30
  %32 = add nuw i32 %25, 1
  %33 = add i32 %27, 1
  %34 = icmp eq i32 %33, %15
  br i1 %34, label %35, label %24, !llvm.loop !40

35:                                               ; preds = %19, %24, %10
  %36 = phi float [ 0.000000e+00, %10 ], [ %20, %19 ], [ %31, %24 ]
  %37 = sext i32 %8 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  store float %36, ptr %38, align 4, !tbaa !24
  br label %85

39:                                               ; preds = %39, %17
  %40 = phi i32 [ 0, %17 ], [ %82, %39 ]
  %41 = phi float [ 0.000000e+00, %17 ], [ %81, %39 ]
  %42 = phi i32 [ 0, %17 ], [ %83, %39 ]
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !24
  %46 = fadd contract float %41, %45
  %47 = or disjoint i32 %40, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !24
  %51 = fadd contract float %46, %50
  %52 = or disjoint i32 %40, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = fadd contract float %51, %55
  %57 = or disjoint i32 %40, 3
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !24
  %61 = fadd contract float %56, %60
  %62 = or disjoint i32 %40, 4
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !24
  %66 = fadd contract float %61, %65
  %67 = or disjoint i32 %40, 5
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !24
  %71 = fadd contract float %66, %70
  %72 = or disjoint i32 %40, 6
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %0, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !24
  %76 = fadd contract float %71, %75
  %77 = or disjoint i32 %40, 7
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !24
  %81 = fadd contract float %76, %80
  %82 = add nuw i32 %40, 8
  %83 = add i32 %42, 8
  %84 = icmp eq i32 %83, %18
  br i1 %84, label %19, label %39, !llvm.loop !41

85:                                               ; preds = %35, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @upper_triangle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %4, label %6, label %33

6:                                                ; preds = %3, %41
  %7 = phi i32 [ %43, %41 ], [ 0, %3 ]
  %8 = phi float [ %42, %41 ], [ 0.000000e+00, %3 ]
  %9 = sub nsw i32 %2, %7
  %10 = mul nuw nsw i32 %7, %2
  %11 = and i32 %9, 7
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %27, label %13

13:                                               ; preds = %6, %13
  %14 = phi i32 [ %24, %13 ], [ %7, %6 ]
  %15 = phi float [ %23, %13 ], [ %8, %6 ]
  %16 = phi i32 [ %25, %13 ], [ 0, %6 ]
  %17 = add nuw nsw i32 %14, %10
  %18 = shl nsw i32 %17, 5
  %19 = add nuw i32 %18, %5
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !24
  %23 = fadd contract float %15, %22
  %24 = add nuw nsw i32 %14, 1
  %25 = add i32 %16, 1
  %26 = icmp eq i32 %25, %11
  br i1 %26, label %27, label %13, !llvm.loop !42

27:                                               ; preds = %13, %6
  %28 = phi float [ poison, %6 ], [ %23, %13 ]
  %29 = phi i32 [ %7, %6 ], [ %24, %13 ]
  %30 = phi float [ %8, %6 ], [ %23, %13 ]
  %31 = sub nsw i32 %7, %2
  %32 = icmp ugt i32 %31, -8
  br i1 %32, label %41, label %45

33:                                               ; preds = %41, %3
  %34 = phi float [ 0.000000e+00, %3 ], [ %42, %41 ]
  %35 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %37 = mul i32 %35, %36
  %38 = add i32 %37, %5
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  store float %34, ptr %40, align 4, !tbaa !24
  ret void

41:                                               ; preds = %45, %27
  %42 = phi float [ %28, %27 ], [ %110, %45 ]
  %43 = add nuw nsw i32 %7, 1
  %44 = icmp eq i32 %43, %2
  br i1 %44, label %33, label %6, !llvm.loop !43

45:                                               ; preds = %27, %45
  %46 = phi i32 [ %111, %45 ], [ %29, %27 ]
  %47 = phi float [ %110, %45 ], [ %30, %27 ]
  %48 = add nuw nsw i32 %46, %10
  %49 = shl nsw i32 %48, 5
  %50 = add nuw i32 %49, %5
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !24
  %54 = fadd contract float %47, %53
  %55 = add nuw nsw i32 %46, 1
  %56 = add nuw nsw i32 %55, %10
  %57 = shl nsw i32 %56, 5
  %58 = add nuw i32 %57, %5
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !24
  %62 = fadd contract float %54, %61
  %63 = add nuw nsw i32 %46, 2
  %64 = add nuw nsw i32 %63, %10
  %65 = shl nsw i32 %64, 5
  %66 = add nuw i32 %65, %5
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !24
  %70 = fadd contract float %62, %69
  %71 = add nuw nsw i32 %46, 3
  %72 = add nuw nsw i32 %71, %10
  %73 = shl nsw i32 %72, 5
  %74 = add nuw i32 %73, %5
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !24
  %78 = fadd contract float %70, %77
  %79 = add nuw nsw i32 %46, 4
  %80 = add nuw nsw i32 %79, %10
  %81 = shl nsw i32 %80, 5
  %82 = add nuw i32 %81, %5
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !24
  %86 = fadd contract float %78, %85
  %87 = add nuw nsw i32 %46, 5
  %88 = add nuw nsw i32 %87, %10
  %89 = shl nsw i32 %88, 5
  %90 = add nuw i32 %89, %5
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !24
  %94 = fadd contract float %86, %93
  %95 = add nuw nsw i32 %46, 6
  %96 = add nuw nsw i32 %95, %10
  %97 = shl nsw i32 %96, 5
  %98 = add nuw i32 %97, %5
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !24
  %102 = fadd contract float %94, %101
  %103 = add nuw nsw i32 %46, 7
  %104 = add nuw nsw i32 %103, %10
  %105 = shl nsw i32 %104, 5
  %106 = add nuw i32 %105, %5
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !24
  %110 = fadd contract float %102, %109
  %111 = add nuw nsw i32 %46, 8
  %112 = icmp eq i32 %111, %2
  br i1 %112, label %41, label %45, !llvm.loop !44
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiled_matmul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = add i32 %11, %5
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 0
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ]
  %56 = add nsw i32 %15, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %2, i64 %57
  store float %55, ptr %58, align 4, !tbaa !24
  ret void

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4
  %63 = add i32 %17, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  store float %66, ptr %20, align 4, !tbaa !24
  %67 = add nuw nsw i32 %62, %6
  %68 = mul nuw nsw i32 %67, %3
  %69 = add nsw i32 %68, %12
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !24
  store float %72, ptr %21, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %73 = load float, ptr %22, align 4, !tbaa !24
  %74 = load float, ptr %23, align 4, !tbaa !24
  %75 = fmul contract float %73, %74
  %76 = fadd contract float %61, %75
  %77 = load float, ptr %24, align 4, !tbaa !24
  %78 = load float, ptr %25, align 4, !tbaa !24
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = load float, ptr %26, align 4, !tbaa !24
  %82 = load float, ptr %27, align 4, !tbaa !24
  %83 = fmul contract float %81, %82
  %84 = fadd contract float %80, %83
  %85 = load float, ptr %28, align 4, !tbaa !24
  %86 = load float, ptr %29, align 4, !tbaa !24
  %87 = fmul contract float %85, %86
  %88 = fadd contract float %84, %87
  %89 = load float, ptr %30, align 4, !tbaa !24
  %90 = load float, ptr %31, align 4, !tbaa !24
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = load float, ptr %32, align 4, !tbaa !24
  %94 = load float, ptr %33, align 4, !tbaa !24
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr %34, align 4, !tbaa !24
  %98 = load float, ptr %35, align 4, !tbaa !24
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr %36, align 4, !tbaa !24
  %102 = load float, ptr %37, align 4, !tbaa !24
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr %38, align 4, !tbaa !24
  %106 = load float, ptr %39, align 4, !tbaa !24
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %40, align 4, !tbaa !24
  %110 = load float, ptr %41, align 4, !tbaa !24
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %42, align 4, !tbaa !24
  %114 = load float, ptr %43, align 4, !tbaa !24
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %44, align 4, !tbaa !24
  %118 = load float, ptr %45, align 4, !tbaa !24
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %46, align 4, !tbaa !24
  %122 = load float, ptr %47, align 4, !tbaa !24
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %48, align 4, !tbaa !24
  %126 = load float, ptr %49, align 4, !tbaa !24
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %50, align 4, !tbaa !24
  %130 = load float, ptr %51, align 4, !tbaa !24
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %52, align 4, !tbaa !24
  %134 = load float, ptr %53, align 4, !tbaa !24
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  tail call void @llvm.nvvm.barrier0()
  %137 = add nuw nsw i32 %60, 1
  %138 = icmp eq i32 %137, %13
  br i1 %138, label %54, label %59, !llvm.loop !45
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mat_vec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %40

13:                                               ; preds = %11
  %14 = mul nsw i32 %9, %3
  %15 = and i32 %3, 3
  %16 = icmp ult i32 %3, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i32 %3, 2147483644
  br label %44

19:                                               ; preds = %44, %13
  %20 = phi float [ poison, %13 ], [ %86, %44 ]
  %21 = phi i32 [ 0, %13 ], [ %87, %44 ]
  %22 = phi float [ 0.000000e+00, %13 ], [ %86, %44 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %37, %24 ], [ %21, %19 ]
  %26 = phi float [ %36, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %38, %24 ], [ 0, %19 ]
  %28 = add nsw i32 %25, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !24
  %32 = zext nneg i32 %25 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !24
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %26, %35
  %37 = add nuw nsw i32 %25, 1
  %38 = add i32 %27, 1
  %39 = icmp eq i32 %38, %15
  br i1 %39, label %40, label %24, !llvm.loop !46

40:                                               ; preds = %19, %24, %11
  %41 = phi float [ 0.000000e+00, %11 ], [ %20, %19 ], [ %36, %24 ]
  %42 = sext i32 %9 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %41, ptr %43, align 4, !tbaa !24
  br label %90

44:                                               ; preds = %44, %17
  %45 = phi i32 [ 0, %17 ], [ %87, %44 ]
  %46 = phi float [ 0.000000e+00, %17 ], [ %86, %44 ]
  %47 = phi i32 [ 0, %17 ], [ %88, %44 ]
  %48 = add nsw i32 %45, %14
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !24
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !24
  %55 = fmul contract float %51, %54
  %56 = fadd contract float %46, %55
  %57 = or disjoint i32 %45, 1
  %58 = add nsw i32 %57, %14
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !24
  %62 = zext nneg i32 %57 to i64
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !24
  %65 = fmul contract float %61, %64
  %66 = fadd contract float %56, %65
  %67 = or disjoint i32 %45, 2
  %68 = add nsw i32 %67, %14
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !24
  %72 = zext nneg i32 %67 to i64
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !24
  %75 = fmul contract float %71, %74
  %76 = fadd contract float %66, %75
  %77 = or disjoint i32 %45, 3
  %78 = add nsw i32 %77, %14
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !24
  %82 = zext nneg i32 %77 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !24
  %85 = fmul contract float %81, %84
  %86 = fadd contract float %76, %85
  %87 = add nuw nsw i32 %45, 4
  %88 = add i32 %47, 4
  %89 = icmp eq i32 %88, %18
  br i1 %89, label %19, label %44, !llvm.loop !47

90:                                               ; preds = %40, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tree_reduce(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !24
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %11
  store float %10, ptr %12, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %13 = icmp ult i32 %5, 2
  br i1 %13, label %14, label %16

14:                                               ; preds = %27, %2
  %15 = icmp eq i32 %3, 0
  br i1 %15, label %29, label %33

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1
  %19 = icmp ult i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !24
  %25 = load float, ptr %12, align 4, !tbaa !24
  %26 = fadd contract float %24, %25
  store float %26, ptr %12, align 4, !tbaa !24
  br label %27

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %17, 4
  br i1 %28, label %14, label %16, !llvm.loop !48

29:                                               ; preds = %14
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr addrspacecast (ptr addrspace(3) @partial to ptr), align 4, !tbaa !24
  store float %32, ptr %31, align 4, !tbaa !24
  br label %33

33:                                               ; preds = %29, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @early_exit(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %102

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %11
  %14 = and i32 %3, 7
  %15 = icmp ult i32 %3, 8
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = and i32 %3, 2147483640
  br label %40

18:                                               ; preds = %40, %13
  %19 = phi float [ poison, %13 ], [ %98, %40 ]
  %20 = phi i32 [ 0, %13 ], [ %99, %40 ]
  %21 = phi float [ 0.000000e+00, %13 ], [ %98, %40 ]
  %22 = icmp eq i32 %14, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %33, %23 ], [ %20, %18 ]
  %25 = phi float [ %32, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %34, %23 ], [ 0, %18 ]
  %27 = mul nsw i32 %24, %2
  %28 = add nsw i32 %27, %9
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !24
  %32 = fadd contract float %25, %31
  %33 = add nuw nsw i32 %24, 1
  %34 = add i32 %26, 1
  %35 = icmp eq i32 %34, %14
  br i1 %35, label %36, label %23, !llvm.loop !49

36:                                               ; preds = %18, %23, %11
  %37 = phi float [ 0.000000e+00, %11 ], [ %19, %18 ], [ %32, %23 ]
  %38 = sext i32 %9 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %37, ptr %39, align 4, !tbaa !24
  br label %102

40:                                               ; preds = %40, %16
  %41 = phi i32 [ 0, %16 ], [ %99, %40 ]
  %42 = phi float [ 0.000000e+00, %16 ], [ %98, %40 ]
  %43 = phi i32 [ 0, %16 ], [ %100, %40 ]
  %44 = mul nsw i32 %41, %2
  %45 = add nsw i32 %44, %9
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !24
  %49 = fadd contract float %42, %48
  %50 = or disjoint i32 %41, 1
  %51 = mul nsw i32 %50, %2
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = fadd contract float %49, %55
  %57 = or disjoint i32 %41, 2
  %58 = mul nsw i32 %57, %2
  %59 = add nsw i32 %58, %9
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !24
  %63 = fadd contract float %56, %62
  %64 = or disjoint i32 %41, 3
  %65 = mul nsw i32 %64, %2
  %66 = add nsw i32 %65, %9
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !24
  %70 = fadd contract float %63, %69
  %71 = or disjoint i32 %41, 4
  %72 = mul nsw i32 %71, %2
  %73 = add nsw i32 %72, %9
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !24
  %77 = fadd contract float %70, %76
  %78 = or disjoint i32 %41, 5
  %79 = mul nsw i32 %78, %2
  %80 = add nsw i32 %79, %9
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !24
  %84 = fadd contract float %77, %83
  %85 = or disjoint i32 %41, 6
  %86 = mul nsw i32 %85, %2
  %87 = add nsw i32 %86, %9
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !24
  %91 = fadd contract float %84, %90
  %92 = or disjoint i32 %41, 7
  %93 = mul nsw i32 %92, %2
  %94 = add nsw i32 %93, %9
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !24
  %98 = fadd contract float %91, %97
  %99 = add nuw nsw i32 %41, 8
  %100 = add i32 %43, 8
  %101 = icmp eq i32 %100, %17
  br i1 %101, label %18, label %40, !llvm.loop !50

102:                                              ; preds = %4, %36
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @stride_triangle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %7, label %10

7:                                                ; preds = %3, %17
  %8 = phi i32 [ %18, %17 ], [ %4, %3 ]
  %9 = phi float [ %26, %17 ], [ 0.000000e+00, %3 ]
  br label %20

10:                                               ; preds = %17, %3
  %11 = phi float [ 0.000000e+00, %3 ], [ %26, %17 ]
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = mul i32 %12, %6
  %14 = add i32 %13, %4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  store float %11, ptr %16, align 4, !tbaa !24
  ret void

17:                                               ; preds = %20
  %18 = add i32 %8, %6
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %7, label %10, !llvm.loop !51

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %8, %7 ], [ %27, %20 ]
  %22 = phi float [ %9, %7 ], [ %26, %20 ]
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !24
  %26 = fadd contract float %22, %25
  %27 = add nsw i32 %21, 32
  %28 = icmp slt i32 %27, %2
  br i1 %28, label %20, label %17, !llvm.loop !52
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_steps(ptr nocapture noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = add i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !24
  %10 = zext nneg i32 %2 to i64
  %11 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buffer to ptr), i64 0, i64 %10
  store float %9, ptr %11, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp ugt i32 %4, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %23, %1
  %14 = load float, ptr %11, align 4, !tbaa !24
  store float %14, ptr %8, align 4, !tbaa !24
  ret void

15:                                               ; preds = %1, %23
  %16 = phi i32 [ %27, %23 ], [ 1, %1 ]
  %17 = icmp ult i32 %2, %16
  br i1 %17, label %23, label %18

18:                                               ; preds = %15
  %19 = sub i32 %2, %16
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buffer to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !24
  br label %23

23:                                               ; preds = %15, %18
  %24 = phi contract float [ %22, %18 ], [ 0.000000e+00, %15 ]
  tail call void @llvm.nvvm.barrier0()
  %25 = load float, ptr %11, align 4, !tbaa !24
  %26 = fadd contract float %24, %25
  store float %26, ptr %11, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %27 = shl i32 %16, 1
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %15, label %13, !llvm.loop !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @rows_cols(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %13

8:                                                ; preds = %5
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %4
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  br label %14

13:                                               ; preds = %18, %5
  ret void

14:                                               ; preds = %8, %18
  %15 = phi i32 [ %6, %8 ], [ %19, %18 ]
  br i1 %10, label %16, label %18

16:                                               ; preds = %14
  %17 = mul nsw i32 %15, %4
  br label %21

18:                                               ; preds = %21, %14
  %19 = add i32 %15, %12
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %14, label %13, !llvm.loop !54

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %9, %16 ], [ %30, %21 ]
  %23 = add nsw i32 %22, %17
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !24
  %27 = load float, ptr %1, align 4, !tbaa !24
  %28 = fmul contract float %26, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %24
  store float %28, ptr %29, align 4, !tbaa !24
  %30 = add i32 %22, %11
  %31 = icmp slt i32 %30, %4
  br i1 %31, label %21, label %18, !llvm.loop !55
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4polyPKffi(ptr nocapture noundef readonly %0, float noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = and i32 %2, 7
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483640
  br label %29

10:                                               ; preds = %29, %5
  %11 = phi float [ poison, %5 ], [ %79, %29 ]
  %12 = phi i32 [ 0, %5 ], [ %80, %29 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %79, %29 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %24, %15 ], [ %12, %10 ]
  %17 = phi float [ %23, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %10 ]
  %19 = fmul contract float %17, %1
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !24
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !56

27:                                               ; preds = %10, %15, %3
  %28 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %23, %15 ]
  ret float %28

29:                                               ; preds = %29, %8
  %30 = phi i32 [ 0, %8 ], [ %80, %29 ]
  %31 = phi float [ 0.000000e+00, %8 ], [ %79, %29 ]
  %32 = phi i32 [ 0, %8 ], [ %81, %29 ]
  %33 = fmul contract float %31, %1
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fadd contract float %33, %36
  %38 = or disjoint i32 %30, 1
  %39 = fmul contract float %37, %1
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !24
  %43 = fadd contract float %39, %42
  %44 = or disjoint i32 %30, 2
  %45 = fmul contract float %43, %1
  %46 = zext nneg i32 %44 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !24
  %49 = fadd contract float %45, %48
  %50 = or disjoint i32 %30, 3
  %51 = fmul contract float %49, %1
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !24
  %55 = fadd contract float %51, %54
  %56 = or disjoint i32 %30, 4
  %57 = fmul contract float %55, %1
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !24
  %61 = fadd contract float %57, %60
  %62 = or disjoint i32 %30, 5
  %63 = fmul contract float %61, %1
  %64 = zext nneg i32 %62 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  %67 = fadd contract float %63, %66
  %68 = or disjoint i32 %30, 6
  %69 = fmul contract float %67, %1
  %70 = zext nneg i32 %68 to i64
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !24
  %73 = fadd contract float %69, %72
  %74 = or disjoint i32 %30, 7
  %75 = fmul contract float %73, %1
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds float, ptr %0, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !24
  %79 = fadd contract float %75, %78
  %80 = add nuw nsw i32 %30, 8
  %81 = add i32 %32, 8
  %82 = icmp eq i32 %81, %9
  br i1 %82, label %10, label %29, !llvm.loop !57
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @call_poly(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !24
  %13 = tail call contract noundef float @_Z4polyPKffi(ptr noundef %0, float noundef %12, i32 noundef %3) #8
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  store float %13, ptr %14, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z9depth_sumPKii(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -2
  %6 = lshr i32 %5, 1
  %7 = add nuw i32 %6, 1
  %8 = and i32 %7, 7
  %9 = icmp ult i32 %5, 14
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i32 %7, -8
  br label %35

12:                                               ; preds = %35, %4
  %13 = phi i32 [ poison, %4 ], [ %62, %35 ]
  %14 = phi i32 [ poison, %4 ], [ %63, %35 ]
  %15 = phi i32 [ %1, %4 ], [ %62, %35 ]
  %16 = phi i32 [ 0, %4 ], [ %63, %35 ]
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %12, %18
  %19 = phi i32 [ %24, %18 ], [ %15, %12 ]
  %20 = phi i32 [ %25, %18 ], [ %16, %12 ]
  %21 = phi i32 [ %26, %18 ], [ 0, %12 ]
  %22 = add nsw i32 %19, -1
  %23 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %22) #8
  %24 = add nsw i32 %19, -2
  %25 = add nsw i32 %23, %20
  %26 = add i32 %21, 1
  %27 = icmp eq i32 %26, %8
  br i1 %27, label %28, label %18, !llvm.loop !58

28:                                               ; preds = %12, %18, %2
  %29 = phi i32 [ 0, %2 ], [ %14, %12 ], [ %25, %18 ]
  %30 = phi i32 [ %1, %2 ], [ %13, %12 ], [ %24, %18 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !59
  %34 = add nsw i32 %33, %29
  ret i32 %34

35:                                               ; preds = %35, %10
  %36 = phi i32 [ %1, %10 ], [ %62, %35 ]
  %37 = phi i32 [ 0, %10 ], [ %63, %35 ]
  %38 = phi i32 [ 0, %10 ], [ %64, %35 ]
  %39 = add nsw i32 %36, -1
  %40 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %39) #8
  %41 = add nsw i32 %40, %37
  %42 = add nsw i32 %36, -3
  %43 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %42) #8
  %44 = add nsw i32 %43, %41
  %45 = add nsw i32 %36, -5
  %46 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %45) #8
  %47 = add nsw i32 %46, %44
  %48 = add nsw i32 %36, -7
  %49 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %48) #8
  %50 = add nsw i32 %49, %47
  %51 = add nsw i32 %36, -9
  %52 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %51) #8
  %53 = add nsw i32 %52, %50
  %54 = add nsw i32 %36, -11
  %55 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %54) #8
  %56 = add nsw i32 %55, %53
  %57 = add nsw i32 %36, -13
  %58 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %57) #8
  %59 = add nsw i32 %58, %56
  %60 = add nsw i32 %36, -15
  %61 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %60) #8
  %62 = add nsw i32 %36, -16
  %63 = add nsw i32 %61, %59
  %64 = add i32 %38, 8
  %65 = icmp eq i32 %64, %11
  br i1 %65, label %12, label %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @call_recursive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %2) #8
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %4, ptr %7, align 4, !tbaa !59
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @spmv_csr(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %98

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !59
  %17 = getelementptr i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !59
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %47

20:                                               ; preds = %13
  %21 = sub i32 %18, %16
  %22 = and i32 %21, 3
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %38, %24 ], [ %16, %20 ]
  %26 = phi float [ %37, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %39, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !59
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = fmul contract float %30, %35
  %37 = fadd contract float %26, %36
  %38 = add nsw i32 %25, 1
  %39 = add i32 %27, 1
  %40 = icmp eq i32 %39, %22
  br i1 %40, label %41, label %24, !llvm.loop !61

41:                                               ; preds = %24, %20
  %42 = phi float [ poison, %20 ], [ %37, %24 ]
  %43 = phi i32 [ %16, %20 ], [ %38, %24 ]
  %44 = phi float [ 0.000000e+00, %20 ], [ %37, %24 ]
  %45 = sub i32 %16, %18
  %46 = icmp ugt i32 %45, -4
  br i1 %46, label %47, label %50

47:                                               ; preds = %41, %50, %13
  %48 = phi float [ 0.000000e+00, %13 ], [ %42, %41 ], [ %95, %50 ]
  %49 = getelementptr inbounds float, ptr %4, i64 %14
  store float %48, ptr %49, align 4, !tbaa !24
  br label %98

50:                                               ; preds = %41, %50
  %51 = phi i32 [ %96, %50 ], [ %43, %41 ]
  %52 = phi float [ %95, %50 ], [ %44, %41 ]
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = getelementptr inbounds i32, ptr %1, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !59
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !24
  %61 = fmul contract float %55, %60
  %62 = fadd contract float %52, %61
  %63 = add nsw i32 %51, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %2, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  %67 = getelementptr inbounds i32, ptr %1, i64 %64
  %68 = load i32, ptr %67, align 4, !tbaa !59
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %3, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !24
  %72 = fmul contract float %66, %71
  %73 = fadd contract float %62, %72
  %74 = add nsw i32 %51, 2
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !24
  %78 = getelementptr inbounds i32, ptr %1, i64 %75
  %79 = load i32, ptr %78, align 4, !tbaa !59
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !24
  %83 = fmul contract float %77, %82
  %84 = fadd contract float %73, %83
  %85 = add nsw i32 %51, 3
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !24
  %89 = getelementptr inbounds i32, ptr %1, i64 %86
  %90 = load i32, ptr %89, align 4, !tbaa !59
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %3, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !24
  %94 = fmul contract float %88, %93
  %95 = fadd contract float %84, %94
  %96 = add nsw i32 %51, 4
  %97 = icmp eq i32 %96, %18
  br i1 %97, label %47, label %50, !llvm.loop !62

98:                                               ; preds = %47, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21, !22}
!nvvmir.version = !{!23}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @grid_stride, !"kernel", i32 1}
!5 = !{ptr @stage_tile, !"kernel", i32 1}
!6 = !{ptr @naive_dgemm, !"kernel", i32 1}
!7 = !{ptr @pointer_ne, !"kernel", i32 1}
!8 = !{ptr @countdown, !"kernel", i32 1}
!9 = !{ptr @prefix_naive, !"kernel", i32 1}
!10 = !{ptr @upper_triangle, !"kernel", i32 1}
!11 = !{ptr @tiled_matmul, !"kernel", i32 1}
!12 = !{ptr @mat_vec, !"kernel", i32 1}
!13 = !{ptr @tree_reduce, !"kernel", i32 1}
!14 = !{ptr @early_exit, !"kernel", i32 1}
!15 = !{ptr @stride_triangle, !"kernel", i32 1}
!16 = !{ptr @scan_steps, !"kernel", i32 1}
!17 = !{ptr @rows_cols, !"kernel", i32 1}
!18 = !{ptr @call_poly, !"kernel", i32 1}
!19 = !{ptr @call_recursive, !"kernel", i32 1}
!20 = !{ptr @spmv_csr, !"kernel", i32 1}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!23 = !{i32 2, i32 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !29}
!31 = distinct !{!31, !29}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !26, i64 0}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !29}
!37 = distinct !{!37, !29}
!38 = distinct !{!38, !35}
!39 = distinct !{!39, !29}
!40 = distinct !{!40, !35}
!41 = distinct !{!41, !29}
!42 = distinct !{!42, !35}
!43 = distinct !{!43, !29}
!44 = distinct !{!44, !29}
!45 = distinct !{!45, !29}
!46 = distinct !{!46, !35}
!47 = distinct !{!47, !29}
!48 = distinct !{!48, !29}
!49 = distinct !{!49, !35}
!50 = distinct !{!50, !29}
!51 = distinct !{!51, !29}
!52 = distinct !{!52, !29}
!53 = distinct !{!53, !29}
!54 = distinct !{!54, !29}
!55 = distinct !{!55, !29}
!56 = distinct !{!56, !35}
!57 = distinct !{!57, !29}
!58 = distinct !{!58, !35}
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !26, i64 0}
!61 = distinct !{!61, !35}
!62 = distinct !{!62, !29}
