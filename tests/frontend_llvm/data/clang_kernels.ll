; ModuleID = 'clang_kernels.cu'
source_filename = "clang_kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeffs = dso_local addrspace(4) externally_initialized global [8 x float] zeroinitializer, align 4
@_ZZ6matmulPfPKfS1_iiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6matmulPfPKfS1_iiE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6vecAddPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = getelementptr inbounds float, ptr %1, i64 %12
  %15 = getelementptr inbounds float, ptr %0, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !17
  %17 = load float, ptr %14, align 4, !tbaa !17
  %18 = fadd contract float %16, %17
  store float %18, ptr %13, align 4, !tbaa !17
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6matmulPfPKfS1_ii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = shl nsw i32 %3, 4
  %11 = mul nsw i32 %10, %7
  %12 = add nsw i32 %11, %3
  %13 = shl nsw i32 %6, 4
  %14 = shl nsw i32 %4, 4
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %5
  %17 = mul nsw i32 %9, %4
  br label %59

18:                                               ; preds = %5
  %19 = mul nuw nsw i32 %9, %3
  %20 = add nuw i32 %19, %8
  %21 = zext nneg i32 %9 to i64
  %22 = zext nneg i32 %8 to i64
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 %22
  %24 = mul nsw i32 %9, %4
  %25 = add i32 %24, %8
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 %21, i64 %22
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 0
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 0, i64 %22
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 1
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 1, i64 %22
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 2
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 2, i64 %22
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 3
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 3, i64 %22
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 4
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 4, i64 %22
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 5
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 5, i64 %22
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 6
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 6, i64 %22
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 7
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 7, i64 %22
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 8
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 8, i64 %22
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 9
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 9, i64 %22
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 10
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 10, i64 %22
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 11
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 11, i64 %22
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 12
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 12, i64 %22
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 13
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 13, i64 %22
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 14
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 14, i64 %22
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2As to ptr), i64 0, i64 %21, i64 15
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulPfPKfS1_iiE2Bs to ptr), i64 0, i64 15, i64 %22
  br label %68

59:                                               ; preds = %68, %16
  %60 = phi i32 [ %17, %16 ], [ %24, %68 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %143, %68 ]
  %62 = mul nsw i32 %14, %7
  %63 = add nuw i32 %13, %8
  %64 = add i32 %63, %60
  %65 = add i32 %64, %62
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  store float %61, ptr %67, align 4, !tbaa !17
  ret void

68:                                               ; preds = %18, %68
  %69 = phi float [ 0.000000e+00, %18 ], [ %143, %68 ]
  %70 = phi i32 [ %13, %18 ], [ %145, %68 ]
  %71 = phi i32 [ %11, %18 ], [ %144, %68 ]
  %72 = add i32 %20, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !17
  store float %75, ptr %23, align 4, !tbaa !17
  %76 = add i32 %25, %70
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %2, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !17
  store float %79, ptr %26, align 4, !tbaa !17
  tail call void @llvm.nvvm.barrier0()
  %80 = load float, ptr %27, align 4, !tbaa !17
  %81 = load float, ptr %28, align 4, !tbaa !17
  %82 = fmul contract float %80, %81
  %83 = fadd contract float %69, %82
  %84 = load float, ptr %29, align 4, !tbaa !17
  %85 = load float, ptr %30, align 4, !tbaa !17
  %86 = fmul contract float %84, %85
  %87 = fadd contract float %83, %86
  %88 = load float, ptr %31, align 4, !tbaa !17
  %89 = load float, ptr %32, align 4, !tbaa !17
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %87, %90
  %92 = load float, ptr %33, align 4, !tbaa !17
  %93 = load float, ptr %34, align 4, !tbaa !17
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %91, %94
  %96 = load float, ptr %35, align 4, !tbaa !17
  %97 = load float, ptr %36, align 4, !tbaa !17
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %95, %98
  %100 = load float, ptr %37, align 4, !tbaa !17
  %101 = load float, ptr %38, align 4, !tbaa !17
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %39, align 4, !tbaa !17
  %105 = load float, ptr %40, align 4, !tbaa !17
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %41, align 4, !tbaa !17
  %109 = load float, ptr %42, align 4, !tbaa !17
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %43, align 4, !tbaa !17
  %113 = load float, ptr %44, align 4, !tbaa !17
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %45, align 4, !tbaa !17
  %117 = load float, ptr %46, align 4, !tbaa !17
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %47, align 4, !tbaa !17
  %121 = load float, ptr %48, align 4, !tbaa !17
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %49, align 4, !tbaa !17
  %125 = load float, ptr %50, align 4, !tbaa !17
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %51, align 4, !tbaa !17
  %129 = load float, ptr %52, align 4, !tbaa !17
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %53, align 4, !tbaa !17
  %133 = load float, ptr %54, align 4, !tbaa !17
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %55, align 4, !tbaa !17
  %137 = load float, ptr %56, align 4, !tbaa !17
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %57, align 4, !tbaa !17
  %141 = load float, ptr %58, align 4, !tbaa !17
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  tail call void @llvm.nvvm.barrier0()
  %144 = add nuw nsw i32 %71, 16
  %145 = add nsw i32 %70, %14
  %146 = icmp slt i32 %144, %12
  br i1 %146, label %68, label %59, !llvm.loop !21
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z6reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %26

13:                                               ; preds = %26, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %32, %26 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 16, i32 31)
  %16 = fadd contract float %14, %15
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = and i32 %7, 31
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %35, label %38

26:                                               ; preds = %10, %26
  %27 = phi i32 [ %8, %10 ], [ %33, %26 ]
  %28 = phi float [ 0.000000e+00, %10 ], [ %32, %26 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !17
  %32 = fadd contract float %28, %31
  %33 = add i32 %27, %12
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %26, label %13, !llvm.loop !23

35:                                               ; preds = %13
  %36 = fadd contract float %22, %23
  %37 = atomicrmw fadd ptr %1, float %36 seq_cst, align 4
  br label %38

38:                                               ; preds = %35, %13
  ret void
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z4polyPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = alloca [7 x i32], align 4
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %145

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !17
  %15 = fmul contract float %14, 0.000000e+00
  %16 = load float, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), align 4, !tbaa !17
  %17 = fadd contract float %15, %16
  %18 = fmul contract float %14, %17
  %19 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 4), align 4, !tbaa !17
  %20 = fadd contract float %18, %19
  %21 = fmul contract float %14, %20
  %22 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 8), align 4, !tbaa !17
  %23 = fadd contract float %21, %22
  %24 = fmul contract float %14, %23
  %25 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 12), align 4, !tbaa !17
  %26 = fadd contract float %24, %25
  %27 = fmul contract float %14, %26
  %28 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 16), align 4, !tbaa !17
  %29 = fadd contract float %27, %28
  %30 = fmul contract float %14, %29
  %31 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 20), align 4, !tbaa !17
  %32 = fadd contract float %30, %31
  %33 = fmul contract float %14, %32
  %34 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 24), align 4, !tbaa !17
  %35 = fadd contract float %33, %34
  %36 = fmul contract float %14, %35
  %37 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr), i64 28), align 4, !tbaa !17
  %38 = fadd contract float %36, %37
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4)
  %39 = fmul float %14, 0x3FE45F3060000000
  %40 = tail call i32 @llvm.nvvm.f2i.rn(float %39) #16
  %41 = sitofp i32 %40 to float
  %42 = tail call float @llvm.fma.f32(float %41, float 0xBFF921FB40000000, float %14)
  %43 = tail call float @llvm.fma.f32(float %41, float 0xBE74442D00000000, float %42)
  %44 = tail call float @llvm.fma.f32(float %41, float 0xBCF84698A0000000, float %43)
  %45 = tail call float @llvm.nvvm.fabs.f(float %14) #16
  %46 = fcmp ult float %45, 1.056150e+05
  br i1 %46, label %120, label %47

47:                                               ; preds = %11
  %48 = fcmp oeq float %45, 0x7FF0000000000000
  br i1 %48, label %49, label %51

49:                                               ; preds = %47
  %50 = tail call float @llvm.nvvm.mul.rn.f(float %14, float 0.000000e+00) #16
  br label %120

51:                                               ; preds = %47
  %52 = bitcast float %14 to i32
  %53 = lshr i32 %52, 23
  %54 = and i32 %53, 224
  %55 = add nsw i32 %54, -128
  %56 = shl i32 %52, 8
  %57 = or i32 %56, -2147483648
  %58 = lshr exact i32 %55, 5
  br label %59

59:                                               ; preds = %51, %59
  %60 = phi i32 [ 0, %51 ], [ %69, %59 ]
  %61 = phi i32 [ 0, %51 ], [ %67, %59 ]
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %62
  %64 = load i32, ptr addrspace(1) %63, align 4
  %65 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %64, i32 %57, i32 %61) #17, !srcloc !24
  %66 = extractvalue { i32, i32 } %65, 0
  %67 = extractvalue { i32, i32 } %65, 1
  %68 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %62
  store i32 %66, ptr %68, align 4
  %69 = add nuw nsw i32 %60, 1
  %70 = icmp eq i32 %69, 6
  br i1 %70, label %71, label %59, !llvm.loop !25

71:                                               ; preds = %59
  %72 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %67, ptr %72, align 4
  %73 = and i32 %53, 31
  %74 = sub nsw i32 6, %58
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = sub nsw i32 5, %58
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = icmp eq i32 %73, 0
  br i1 %82, label %95, label %83

83:                                               ; preds = %71
  %84 = sub nsw i32 4, %58
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %85
  %87 = shl i32 %81, %73
  %88 = shl i32 %77, %73
  %89 = sub nuw nsw i32 32, %73
  %90 = lshr i32 %81, %89
  %91 = add i32 %90, %88
  %92 = load i32, ptr %86, align 4
  %93 = lshr i32 %92, %89
  %94 = add i32 %93, %87
  br label %95

95:                                               ; preds = %83, %71
  %96 = phi i32 [ %91, %83 ], [ %77, %71 ]
  %97 = phi i32 [ %94, %83 ], [ %81, %71 ]
  %98 = lshr i32 %96, 30
  %99 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %97, i32 2)
  %100 = shl i32 %97, 2
  %101 = lshr i32 %99, 31
  %102 = add nuw nsw i32 %101, %98
  %103 = sub nsw i32 0, %102
  %104 = icmp slt i32 %52, 0
  %105 = select i1 %104, i32 %103, i32 %102
  %106 = xor i32 %99, %52
  %107 = ashr i32 %99, 31
  %108 = xor i32 %107, %99
  %109 = xor i32 %107, %100
  %110 = zext i32 %108 to i64
  %111 = shl nuw i64 %110, 32
  %112 = zext i32 %109 to i64
  %113 = or disjoint i64 %111, %112
  %114 = sitofp i64 %113 to double
  %115 = fmul double %114, 0x3BF921FB54442D19
  %116 = fptrunc double %115 to float
  %117 = fneg float %116
  %118 = icmp slt i32 %106, 0
  %119 = select i1 %118, float %117, float %116
  br label %120

120:                                              ; preds = %11, %49, %95
  %121 = phi i32 [ %40, %11 ], [ 0, %49 ], [ %105, %95 ]
  %122 = phi float [ %44, %11 ], [ %50, %49 ], [ %119, %95 ]
  %123 = tail call float @llvm.nvvm.mul.rn.f(float %122, float %122) #16
  %124 = and i32 %121, 1
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, float %122, float 1.000000e+00
  %127 = tail call float @llvm.fma.f32(float %123, float %126, float 0.000000e+00)
  %128 = tail call float @llvm.fma.f32(float %123, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %129 = select i1 %125, float 0xBF29A82A60000000, float %128
  %130 = select i1 %125, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %131 = tail call float @llvm.fma.f32(float %129, float %123, float %130)
  %132 = select i1 %125, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %133 = tail call float @llvm.fma.f32(float %131, float %123, float %132)
  %134 = tail call float @llvm.fma.f32(float %133, float %127, float %126)
  %135 = and i32 %121, 2
  %136 = icmp eq i32 %135, 0
  %137 = tail call float @llvm.fma.f32(float %134, float -1.000000e+00, float 0.000000e+00)
  %138 = select i1 %136, float %134, float %137
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4)
  %139 = fadd contract float %38, %138
  %140 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %14) #16
  %141 = fadd contract float %140, %139
  %142 = tail call noundef float @llvm.nvvm.sin.approx.f(float %14) #16
  %143 = fadd contract float %142, %141
  %144 = getelementptr inbounds float, ptr %1, i64 %12
  store float %143, ptr %144, align 4, !tbaa !17
  br label %145

145:                                              ; preds = %120, %3
  ret void
}

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10wmmaKernelPK6__halfS1_Pf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #6 {
  %4 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %0, i32 16)
  %5 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 0
  %6 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 1
  %7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 2
  %8 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 3
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 4
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 5
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 6
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %4, 7
  %13 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly %1, i32 16)
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 0
  %15 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 1
  %16 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 2
  %17 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 3
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 4
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 5
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 6
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %13, 7
  %22 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %5, <2 x half> %6, <2 x half> %7, <2 x half> %8, <2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %14, <2 x half> %15, <2 x half> %16, <2 x half> %17, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %23 = extractvalue { float, float, float, float, float, float, float, float } %22, 0
  %24 = extractvalue { float, float, float, float, float, float, float, float } %22, 1
  %25 = extractvalue { float, float, float, float, float, float, float, float } %22, 2
  %26 = extractvalue { float, float, float, float, float, float, float, float } %22, 3
  %27 = extractvalue { float, float, float, float, float, float, float, float } %22, 4
  %28 = extractvalue { float, float, float, float, float, float, float, float } %22, 5
  %29 = extractvalue { float, float, float, float, float, float, float, float } %22, 6
  %30 = extractvalue { float, float, float, float, float, float, float, float } %22, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %2, float %23, float %24, float %25, float %26, float %27, float %28, float %29, float %30, i32 16)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z9shiftLoopPjj(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = icmp ugt i32 %1, 1
  br i1 %3, label %9, label %4

4:                                                ; preds = %9, %2
  %5 = phi i32 [ 0, %2 ], [ %13, %9 ]
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  store i32 %5, ptr %8, align 4, !tbaa !27
  ret void

9:                                                ; preds = %2, %9
  %10 = phi i32 [ %14, %9 ], [ %1, %2 ]
  %11 = phi i32 [ %13, %9 ], [ 0, %2 ]
  %12 = and i32 %10, 1
  %13 = add i32 %12, %11
  %14 = lshr i32 %10, 1
  %15 = icmp ugt i32 %10, 3
  br i1 %15, label %9, label %4, !llvm.loop !29
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9dynSharedPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds double, ptr %0, i64 %5
  %7 = load double, ptr %6, align 8, !tbaa !30
  %8 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %5
  store double %7, ptr %8, align 8, !tbaa !30
  tail call void @llvm.nvvm.barrier0()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = trunc nuw nsw i32 %4 to i16
  %11 = add nuw nsw i16 %10, 1
  %12 = trunc nuw nsw i32 %9 to i16
  %13 = urem i16 %11, %12
  %14 = zext nneg i16 %13 to i64
  %15 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !30
  %17 = fmul contract double %16, 2.000000e+00
  %18 = getelementptr inbounds double, ptr %1, i64 %5
  store double %17, ptr %18, align 8, !tbaa !30
  switch i32 %2, label %22 [
    i32 1, label %19
    i32 2, label %20
  ]

19:                                               ; preds = %3
  store double 1.000000e+00, ptr %1, align 8, !tbaa !30
  br label %22

20:                                               ; preds = %3
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  store double 3.500000e+00, ptr %21, align 8, !tbaa !30
  br label %22

22:                                               ; preds = %3, %20, %19
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z4votePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #8 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !27
  %7 = icmp sgt i32 %6, 0
  %8 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %7)
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %6, i32 %8)
  %10 = tail call noundef i32 @llvm.umin.i32(i32 %6, i32 7)
  %11 = add i32 %9, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 12
  %13 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %12, i32 4)
  %14 = bitcast float %13 to i32
  %15 = add i32 %11, %14
  %16 = getelementptr inbounds i8, ptr %1, i64 20
  %17 = cmpxchg ptr %16, i32 1, i32 2 seq_cst seq_cst, align 4
  %18 = extractvalue { i32, i1 } %17, 0
  %19 = add i32 %15, %18
  %20 = getelementptr inbounds i32, ptr %1, i64 %4
  store i32 %19, ptr %20, align 4, !tbaa !27
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7boundedPKjPjj(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = udiv i32 %7, %2
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %9 = icmp ugt i32 %8, 3
  %10 = zext i1 %9 to i32
  %11 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %10)
  %12 = add i32 %11, %8
  %13 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %12, ptr %13, align 4, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #9

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #10

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #11

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #11

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #12

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #13

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #10

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #11

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #15

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #8 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #11 = { nocallback nofree nounwind memory(argmem: read) }
attributes #12 = { nocallback nofree nosync nounwind memory(none) }
attributes #13 = { nocallback nounwind memory(argmem: write) }
attributes #14 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14, !15}
!nvvmir.version = !{!16}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z6vecAddPKfS0_Pfi, !"kernel", i32 1}
!5 = !{ptr @_Z6matmulPfPKfS1_ii, !"kernel", i32 1}
!6 = !{ptr @_Z6reducePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z4polyPKfPfi, !"kernel", i32 1}
!8 = !{ptr @_Z10wmmaKernelPK6__halfS1_Pf, !"kernel", i32 1}
!9 = !{ptr @_Z9shiftLoopPjj, !"kernel", i32 1}
!10 = !{ptr @_Z9dynSharedPKdPdi, !"kernel", i32 1}
!11 = !{ptr @_Z4votePKiPi, !"kernel", i32 1}
!12 = !{ptr @_Z7boundedPKjPjj, !"kernel", i32 1}
!13 = !{ptr @_Z7boundedPKjPjj, !"maxntidx", i32 256}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!16 = !{i32 2, i32 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.count", i32 1}
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !19, i64 0}
!29 = distinct !{!29, !22}
!30 = !{!31, !31, i64 0}
!31 = !{!"double", !19, i64 0}
