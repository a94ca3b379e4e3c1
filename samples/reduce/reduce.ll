; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10reduce_sumPKfPfiE13warp_partials = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10reduce_sumPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %8, %13
  br label %27

15:                                               ; preds = %27, %3
  %16 = phi float [ 0.000000e+00, %3 ], [ %33, %27 ]
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 16, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 8, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 4, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 2, i32 31)
  %24 = fadd contract float %22, %23
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 1, i32 31)
  %26 = icmp eq i32 %5, 0
  br i1 %26, label %36, label %40

27:                                               ; preds = %12, %27
  %28 = phi float [ 0.000000e+00, %12 ], [ %33, %27 ]
  %29 = phi i32 [ %10, %12 ], [ %34, %27 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = fadd contract float %28, %32
  %34 = add i32 %29, %14
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %27, label %15, !llvm.loop !12

36:                                               ; preds = %15
  %37 = fadd contract float %24, %25
  %38 = zext nneg i32 %6 to i64
  %39 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE13warp_partials to ptr), i64 0, i64 %38
  store float %37, ptr %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %36, %15
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ult i32 %4, 32
  br i1 %41, label %42, label %63

42:                                               ; preds = %40
  %43 = lshr i32 %8, 5
  %44 = icmp ult i32 %5, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = zext nneg i32 %5 to i64
  %47 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10reduce_sumPKfPfiE13warp_partials to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi contract float [ %48, %45 ], [ 0.000000e+00, %42 ]
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 16, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %52, i32 8, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 4, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 2, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %58, i32 1, i32 31)
  br i1 %26, label %60, label %63

60:                                               ; preds = %49
  %61 = fadd contract float %58, %59
  %62 = atomicrmw fadd ptr %1, float %61 seq_cst, align 4
  br label %63

63:                                               ; preds = %49, %60, %40
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10reduce_sumPKfPfi, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
