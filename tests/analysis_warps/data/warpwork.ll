; ModuleID = 'warpwork.cu'
source_filename = "warpwork.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @halo_guard(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp sge i32 %9, %3
  %11 = sub nsw i32 %2, %3
  %12 = icmp slt i32 %9, %11
  %13 = select i1 %10, i1 %12, i1 false
  br i1 %13, label %14, label %32

14:                                               ; preds = %4
  %15 = icmp slt i32 %3, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %14
  %17 = sub nsw i32 0, %3
  br label %22

18:                                               ; preds = %22, %14
  %19 = phi float [ 0.000000e+00, %14 ], [ %29, %22 ]
  %20 = sext i32 %9 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  store float %19, ptr %21, align 4, !tbaa !17
  br label %32

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %30, %22 ], [ %17, %16 ]
  %24 = phi float [ %29, %22 ], [ 0.000000e+00, %16 ]
  %25 = add nsw i32 %23, %9
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !17
  %29 = fadd contract float %24, %28
  %30 = add i32 %23, 1
  %31 = icmp eq i32 %23, %3
  br i1 %31, label %18, label %22, !llvm.loop !21

32:                                               ; preds = %4, %18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @halo_shifted(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = add i32 %9, %3
  %11 = sub nsw i32 %2, %3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %31

13:                                               ; preds = %4
  %14 = icmp slt i32 %3, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %13
  %16 = sub nsw i32 0, %3
  br label %21

17:                                               ; preds = %21, %13
  %18 = phi float [ 0.000000e+00, %13 ], [ %28, %21 ]
  %19 = sext i32 %10 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  store float %18, ptr %20, align 4, !tbaa !17
  br label %31

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %29, %21 ], [ %16, %15 ]
  %23 = phi float [ %28, %21 ], [ 0.000000e+00, %15 ]
  %24 = add nsw i32 %22, %10
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !17
  %28 = fadd contract float %23, %27
  %29 = add i32 %22, 1
  %30 = icmp eq i32 %22, %3
  br i1 %30, label %17, label %21, !llvm.loop !24

31:                                               ; preds = %4, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @tri_up(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = icmp slt i32 %8, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %16, %10
  %13 = phi float [ 0.000000e+00, %10 ], [ %22, %16 ]
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  store float %13, ptr %15, align 4, !tbaa !17
  br label %25

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %23, %16 ], [ 0, %10 ]
  %18 = phi float [ %22, %16 ], [ 0.000000e+00, %10 ]
  %19 = zext nneg i32 %17 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !17
  %22 = fadd contract float %18, %21
  %23 = add nuw i32 %17, 1
  %24 = icmp eq i32 %17, %8
  br i1 %24, label %12, label %16, !llvm.loop !25

25:                                               ; preds = %3, %12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @tri_down(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %26

10:                                               ; preds = %3
  %11 = sub nsw i32 %2, %8
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %17, %10
  %14 = phi float [ 0.000000e+00, %10 ], [ %23, %17 ]
  %15 = sext i32 %8 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  store float %14, ptr %16, align 4, !tbaa !17
  br label %26

17:                                               ; preds = %10, %17
  %18 = phi i32 [ %24, %17 ], [ 0, %10 ]
  %19 = phi float [ %23, %17 ], [ 0.000000e+00, %10 ]
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !17
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp eq i32 %24, %11
  br i1 %25, label %13, label %17, !llvm.loop !26

26:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @odd_lanes(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 1
  %6 = icmp ne i32 %5, 0
  %7 = icmp sgt i32 %2, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %22

9:                                                ; preds = %3
  %10 = and i32 %4, 31
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i32 [ 0, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %19, %11 ]
  %14 = shl nsw i32 %12, 5
  %15 = or disjoint i32 %14, %10
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !17
  %19 = fadd contract float %13, %18
  %20 = add nuw nsw i32 %12, 1
  %21 = icmp eq i32 %20, %2
  br i1 %21, label %22, label %11, !llvm.loop !27

22:                                               ; preds = %11, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %19, %11 ]
  %24 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, %24
  %27 = add i32 %26, %4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  store float %23, ptr %29, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @even_lanes(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 1
  %6 = icmp eq i32 %5, 0
  %7 = icmp sgt i32 %2, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %22

9:                                                ; preds = %3
  %10 = and i32 %4, 30
  br label %11

11:                                               ; preds = %9, %11
  %12 = phi i32 [ 0, %9 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %9 ], [ %19, %11 ]
  %14 = shl nsw i32 %12, 5
  %15 = or disjoint i32 %14, %10
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !17
  %19 = fadd contract float %13, %18
  %20 = add nuw nsw i32 %12, 1
  %21 = icmp eq i32 %20, %2
  br i1 %21, label %22, label %11, !llvm.loop !28

22:                                               ; preds = %11, %3
  %23 = phi float [ 0.000000e+00, %3 ], [ %19, %11 ]
  %24 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, %24
  %27 = add i32 %26, %4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  store float %23, ptr %29, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @block_growing(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, 1
  %7 = mul i32 %6, %2
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = and i32 %5, 31
  br label %18

11:                                               ; preds = %18, %3
  %12 = phi float [ 0.000000e+00, %3 ], [ %26, %18 ]
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %4, %13
  %15 = add i32 %14, %5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  store float %12, ptr %17, align 4, !tbaa !17
  ret void

18:                                               ; preds = %9, %18
  %19 = phi i32 [ 0, %9 ], [ %27, %18 ]
  %20 = phi float [ 0.000000e+00, %9 ], [ %26, %18 ]
  %21 = shl nsw i32 %19, 5
  %22 = or disjoint i32 %21, %10
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !17
  %26 = fadd contract float %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %7
  br i1 %28, label %11, label %18, !llvm.loop !29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @block_shrinking(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = sub nsw i32 %6, %4
  %8 = mul i32 %7, %2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %3
  %11 = and i32 %5, 31
  br label %19

12:                                               ; preds = %19, %3
  %13 = phi float [ 0.000000e+00, %3 ], [ %27, %19 ]
  %14 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %4, %14
  %16 = add i32 %15, %5
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  store float %13, ptr %18, align 4, !tbaa !17
  ret void

19:                                               ; preds = %10, %19
  %20 = phi i32 [ 0, %10 ], [ %28, %19 ]
  %21 = phi float [ 0.000000e+00, %10 ], [ %27, %19 ]
  %22 = shl nsw i32 %20, 5
  %23 = or disjoint i32 %22, %11
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !17
  %27 = fadd contract float %21, %26
  %28 = add nuw nsw i32 %20, 1
  %29 = icmp eq i32 %28, %8
  br i1 %29, label %12, label %19, !llvm.loop !30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @last_warp(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = add nsw i32 %5, -32
  %7 = icmp ult i32 %4, %6
  br i1 %7, label %29, label %8

8:                                                ; preds = %3
  %9 = icmp sgt i32 %2, 0
  %10 = and i32 %4, 31
  br i1 %9, label %18, label %11

11:                                               ; preds = %18, %8
  %12 = phi float [ 0.000000e+00, %8 ], [ %26, %18 ]
  %13 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = shl i32 %13, 5
  %15 = or disjoint i32 %14, %10
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  store float %12, ptr %17, align 4, !tbaa !17
  br label %29

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %27, %18 ], [ 0, %8 ]
  %20 = phi float [ %26, %18 ], [ 0.000000e+00, %8 ]
  %21 = shl nsw i32 %19, 5
  %22 = or disjoint i32 %21, %10
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !17
  %26 = fadd contract float %20, %25
  %27 = add nuw nsw i32 %19, 1
  %28 = icmp eq i32 %27, %2
  br i1 %28, label %11, label %18, !llvm.loop !31

29:                                               ; preds = %3, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @first_warp(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp ugt i32 %4, 31
  br i1 %5, label %26, label %6

6:                                                ; preds = %3
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %15, label %8

8:                                                ; preds = %15, %6
  %9 = phi float [ 0.000000e+00, %6 ], [ %23, %15 ]
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = or disjoint i32 %11, %4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  store float %9, ptr %14, align 4, !tbaa !17
  br label %26

15:                                               ; preds = %6, %15
  %16 = phi i32 [ %24, %15 ], [ 0, %6 ]
  %17 = phi float [ %23, %15 ], [ 0.000000e+00, %6 ]
  %18 = shl nsw i32 %16, 5
  %19 = or disjoint i32 %18, %4
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !17
  %23 = fadd contract float %17, %22
  %24 = add nuw nsw i32 %16, 1
  %25 = icmp eq i32 %24, %2
  br i1 %25, label %8, label %15, !llvm.loop !32

26:                                               ; preds = %3, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14, !15}
!nvvmir.version = !{!16}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @halo_guard, !"kernel", i32 1}
!5 = !{ptr @halo_shifted, !"kernel", i32 1}
!6 = !{ptr @tri_up, !"kernel", i32 1}
!7 = !{ptr @tri_down, !"kernel", i32 1}
!8 = !{ptr @odd_lanes, !"kernel", i32 1}
!9 = !{ptr @even_lanes, !"kernel", i32 1}
!10 = !{ptr @block_growing, !"kernel", i32 1}
!11 = !{ptr @block_shrinking, !"kernel", i32 1}
!12 = !{ptr @last_warp, !"kernel", i32 1}
!13 = !{ptr @first_warp, !"kernel", i32 1}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!16 = !{i32 2, i32 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !22, !23}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !22, !23}
!27 = distinct !{!27, !22, !23}
!28 = distinct !{!28, !22, !23}
!29 = distinct !{!29, !22, !23}
!30 = distinct !{!30, !22, !23}
!31 = distinct !{!31, !22, !23}
!32 = distinct !{!32, !22, !23}
