; ModuleID = 'gather_scale.cu'
source_filename = "gather_scale.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12gather_scalePKiPKfPffii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %68

13:                                               ; preds = %6
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %15, label %36

15:                                               ; preds = %13
  %16 = and i32 %5, 1
  %17 = icmp eq i32 %5, 1
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  %19 = and i32 %5, 2147483646
  br label %40

20:                                               ; preds = %40, %15
  %21 = phi float [ poison, %15 ], [ %64, %40 ]
  %22 = phi i32 [ 0, %15 ], [ %65, %40 ]
  %23 = phi float [ 0.000000e+00, %15 ], [ %64, %40 ]
  %24 = icmp eq i32 %16, 0
  br i1 %24, label %36, label %25

25:                                               ; preds = %20
  %26 = fmul contract float %23, %3
  %27 = add nsw i32 %22, %11
  %28 = srem i32 %27, %4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !12
  %35 = fadd contract float %26, %34
  br label %36

36:                                               ; preds = %25, %20, %13
  %37 = phi float [ 0.000000e+00, %13 ], [ %21, %20 ], [ %35, %25 ]
  %38 = sext i32 %11 to i64
  %39 = getelementptr inbounds float, ptr %2, i64 %38
  store float %37, ptr %39, align 4, !tbaa !12
  br label %68

40:                                               ; preds = %40, %18
  %41 = phi i32 [ 0, %18 ], [ %65, %40 ]
  %42 = phi float [ 0.000000e+00, %18 ], [ %64, %40 ]
  %43 = phi i32 [ 0, %18 ], [ %66, %40 ]
  %44 = fmul contract float %42, %3
  %45 = add nsw i32 %41, %11
  %46 = srem i32 %45, %4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !8
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = fadd contract float %44, %52
  %54 = or disjoint i32 %41, 1
  %55 = fmul contract float %53, %3
  %56 = add nsw i32 %54, %11
  %57 = srem i32 %56, %4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !8
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = fadd contract float %55, %63
  %65 = add nuw nsw i32 %41, 2
  %66 = add i32 %43, 2
  %67 = icmp eq i32 %66, %19
  br i1 %67, label %20, label %40, !llvm.loop !14

68:                                               ; preds = %6, %36
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z12gather_scalePKiPKfPffii, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
