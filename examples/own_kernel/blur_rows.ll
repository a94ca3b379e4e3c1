; ModuleID = 'blur_rows.cu'
source_filename = "blur_rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9blur_rowsPKfPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nuw nsw i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %73

12:                                               ; preds = %5
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %2
  br i1 %18, label %19, label %73

19:                                               ; preds = %12
  %20 = shl i32 %4, 1
  %21 = icmp slt i32 %4, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  %23 = mul nsw i32 %10, %2
  br label %40

24:                                               ; preds = %19
  %25 = sub i32 %17, %4
  %26 = add nsw i32 %2, -1
  %27 = mul nsw i32 %10, %2
  %28 = icmp slt i32 %20, 1
  br i1 %28, label %29, label %49

29:                                               ; preds = %49, %24
  %30 = phi i32 [ 0, %24 ], [ %70, %49 ]
  %31 = phi float [ 0.000000e+00, %24 ], [ %69, %49 ]
  %32 = add nsw i32 %25, %30
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 0)
  %34 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %26)
  %35 = add nsw i32 %34, %27
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fadd contract float %31, %38
  br label %40

40:                                               ; preds = %29, %22
  %41 = phi i32 [ %23, %22 ], [ %27, %29 ]
  %42 = phi float [ 0.000000e+00, %22 ], [ %39, %29 ]
  %43 = or disjoint i32 %20, 1
  %44 = sitofp i32 %43 to float
  %45 = fdiv contract float %42, %44
  %46 = add nsw i32 %41, %17
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  store float %45, ptr %48, align 4, !tbaa !8
  br label %73

49:                                               ; preds = %24, %49
  %50 = phi i32 [ %70, %49 ], [ 0, %24 ]
  %51 = phi float [ %69, %49 ], [ 0.000000e+00, %24 ]
  %52 = phi i32 [ %71, %49 ], [ 0, %24 ]
  %53 = add nsw i32 %25, %50
  %54 = tail call noundef i32 @llvm.smax.i32(i32 %53, i32 0)
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %54, i32 %26)
  %56 = add nsw i32 %55, %27
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = fadd contract float %51, %59
  %61 = or disjoint i32 %50, 1
  %62 = add nsw i32 %25, %61
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %62, i32 0)
  %64 = tail call noundef i32 @llvm.smin.i32(i32 %63, i32 %26)
  %65 = add nsw i32 %64, %27
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd contract float %60, %68
  %70 = add nuw nsw i32 %50, 2
  %71 = add i32 %52, 2
  %72 = icmp eq i32 %71, %20
  br i1 %72, label %29, label %49, !llvm.loop !12

73:                                               ; preds = %40, %12, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9blur_rowsPKfPfiii, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
