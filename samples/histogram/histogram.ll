; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12histogram256PKhPjiE10block_bins = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12histogram256PKhPji(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ult i32 %4, 256
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256PKhPjiE10block_bins to ptr), i64 0, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !8
  %19 = add nuw nsw i32 %16, %6
  %20 = icmp ult i32 %19, 256
  br i1 %20, label %15, label %7, !llvm.loop !12

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %33, label %32

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %30, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !14
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256PKhPjiE10block_bins to ptr), i64 0, i64 %27
  %29 = atomicrmw add ptr %28, i32 1 seq_cst, align 4
  %30 = add i32 %23, %14
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %22, label %21, !llvm.loop !15

32:                                               ; preds = %42, %21
  ret void

33:                                               ; preds = %21, %42
  %34 = phi i32 [ %43, %42 ], [ %4, %21 ]
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256PKhPjiE10block_bins to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !8
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %33
  %40 = getelementptr inbounds i32, ptr %1, i64 %35
  %41 = atomicrmw add ptr %40, i32 %37 seq_cst, align 4
  br label %42

42:                                               ; preds = %39, %33
  %43 = add nuw nsw i32 %34, %6
  %44 = icmp ult i32 %43, 256
  br i1 %44, label %33, label %32, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!4 = !{ptr @_Z12histogram256PKhPji, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
