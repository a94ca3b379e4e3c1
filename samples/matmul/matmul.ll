; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6matmulE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6matmulE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
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
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 %22
  %24 = mul nsw i32 %9, %4
  %25 = add i32 %24, %8
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 %21, i64 %22
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 0
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 0, i64 %22
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 1
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 1, i64 %22
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 2
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 2, i64 %22
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 3
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 3, i64 %22
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 4
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 4, i64 %22
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 5
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 5, i64 %22
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 6
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 6, i64 %22
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 7
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 7, i64 %22
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 8
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 8, i64 %22
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 9
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 9, i64 %22
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 10
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 10, i64 %22
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 11
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 11, i64 %22
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 12
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 12, i64 %22
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 13
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 13, i64 %22
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 14
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 14, i64 %22
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2As to ptr), i64 0, i64 %21, i64 15
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2Bs to ptr), i64 0, i64 15, i64 %22
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
  store float %61, ptr %67, align 4, !tbaa !8
  ret void

68:                                               ; preds = %18, %68
  %69 = phi float [ 0.000000e+00, %18 ], [ %143, %68 ]
  %70 = phi i32 [ %13, %18 ], [ %145, %68 ]
  %71 = phi i32 [ %11, %18 ], [ %144, %68 ]
  %72 = add i32 %20, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !8
  store float %75, ptr %23, align 4, !tbaa !8
  %76 = add i32 %25, %70
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %2, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !8
  store float %79, ptr %26, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %80 = load float, ptr %27, align 4, !tbaa !8
  %81 = load float, ptr %28, align 4, !tbaa !8
  %82 = fmul contract float %80, %81
  %83 = fadd contract float %69, %82
  %84 = load float, ptr %29, align 4, !tbaa !8
  %85 = load float, ptr %30, align 4, !tbaa !8
  %86 = fmul contract float %84, %85
  %87 = fadd contract float %83, %86
  %88 = load float, ptr %31, align 4, !tbaa !8
  %89 = load float, ptr %32, align 4, !tbaa !8
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %87, %90
  %92 = load float, ptr %33, align 4, !tbaa !8
  %93 = load float, ptr %34, align 4, !tbaa !8
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %91, %94
  %96 = load float, ptr %35, align 4, !tbaa !8
  %97 = load float, ptr %36, align 4, !tbaa !8
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %95, %98
  %100 = load float, ptr %37, align 4, !tbaa !8
  %101 = load float, ptr %38, align 4, !tbaa !8
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %39, align 4, !tbaa !8
  %105 = load float, ptr %40, align 4, !tbaa !8
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %41, align 4, !tbaa !8
  %109 = load float, ptr %42, align 4, !tbaa !8
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %43, align 4, !tbaa !8
  %113 = load float, ptr %44, align 4, !tbaa !8
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %45, align 4, !tbaa !8
  %117 = load float, ptr %46, align 4, !tbaa !8
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %47, align 4, !tbaa !8
  %121 = load float, ptr %48, align 4, !tbaa !8
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %49, align 4, !tbaa !8
  %125 = load float, ptr %50, align 4, !tbaa !8
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %51, align 4, !tbaa !8
  %129 = load float, ptr %52, align 4, !tbaa !8
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %53, align 4, !tbaa !8
  %133 = load float, ptr %54, align 4, !tbaa !8
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %55, align 4, !tbaa !8
  %137 = load float, ptr %56, align 4, !tbaa !8
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %57, align 4, !tbaa !8
  %141 = load float, ptr %58, align 4, !tbaa !8
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  tail call void @llvm.nvvm.barrier0()
  %144 = add nuw nsw i32 %71, 16
  %145 = add nsw i32 %70, %14
  %146 = icmp slt i32 %144, %12
  br i1 %146, label %68, label %59, !llvm.loop !12
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @matmul, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
