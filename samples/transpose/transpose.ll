; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15transpose_tiledPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15transpose_naivePKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = mul nsw i32 %8, %3
  %15 = icmp slt i32 %12, %3
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %17, label %26

17:                                               ; preds = %4
  %18 = mul nsw i32 %12, %2
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = add nsw i32 %12, %14
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  store float %22, ptr %25, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %4, %17
  br i1 %13, label %27, label %65

27:                                               ; preds = %26
  %28 = add nuw nsw i32 %12, 8
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = mul nsw i32 %28, %2
  %32 = add nsw i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !9
  %36 = add nsw i32 %28, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  store float %35, ptr %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %30, %27
  br i1 %13, label %40, label %65

40:                                               ; preds = %39
  %41 = add nuw nsw i32 %12, 16
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %52

43:                                               ; preds = %40
  %44 = mul nsw i32 %41, %2
  %45 = add nsw i32 %44, %8
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !9
  %49 = add nsw i32 %41, %14
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  store float %48, ptr %51, align 4, !tbaa !9
  br label %52

52:                                               ; preds = %43, %40
  br i1 %13, label %53, label %65

53:                                               ; preds = %52
  %54 = add nuw nsw i32 %12, 24
  %55 = icmp slt i32 %54, %3
  br i1 %55, label %56, label %65

56:                                               ; preds = %53
  %57 = mul nsw i32 %54, %2
  %58 = add nsw i32 %57, %8
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !9
  %62 = add nsw i32 %54, %14
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  store float %61, ptr %64, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %26, %39, %56, %53, %52
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15transpose_tiledPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = zext nneg i32 %7 to i64
  %15 = icmp slt i32 %12, %3
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %17, label %25

17:                                               ; preds = %4
  %18 = mul nsw i32 %12, %2
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = zext nneg i32 %11 to i64
  %24 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %23, i64 %14
  store float %22, ptr %24, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %4, %17
  br i1 %13, label %26, label %64

26:                                               ; preds = %25
  %27 = add nuw nsw i32 %12, 8
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = mul nsw i32 %27, %2
  %31 = add nsw i32 %30, %8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !9
  %35 = add nuw nsw i32 %11, 8
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %36, i64 %14
  store float %34, ptr %37, align 4, !tbaa !9
  br label %38

38:                                               ; preds = %29, %26
  br i1 %13, label %39, label %64

39:                                               ; preds = %38
  %40 = add nuw nsw i32 %12, 16
  %41 = icmp slt i32 %40, %3
  br i1 %41, label %42, label %51

42:                                               ; preds = %39
  %43 = mul nsw i32 %40, %2
  %44 = add nsw i32 %43, %8
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = add nuw nsw i32 %11, 16
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %49, i64 %14
  store float %47, ptr %50, align 4, !tbaa !9
  br label %51

51:                                               ; preds = %42, %39
  br i1 %13, label %52, label %64

52:                                               ; preds = %51
  %53 = add nuw nsw i32 %12, 24
  %54 = icmp slt i32 %53, %3
  br i1 %54, label %55, label %64

55:                                               ; preds = %52
  %56 = mul nsw i32 %53, %2
  %57 = add nsw i32 %56, %8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !9
  %61 = add nuw nsw i32 %11, 24
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %62, i64 %14
  store float %60, ptr %63, align 4, !tbaa !9
  br label %64

64:                                               ; preds = %25, %38, %55, %52, %51
  tail call void @llvm.nvvm.barrier0()
  %65 = add nuw nsw i32 %10, %7
  %66 = add i32 %6, %11
  %67 = icmp slt i32 %65, %3
  %68 = icmp slt i32 %66, %2
  %69 = and i1 %67, %68
  br i1 %69, label %70, label %78

70:                                               ; preds = %64
  %71 = zext nneg i32 %11 to i64
  %72 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %14, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !9
  %74 = mul nsw i32 %66, %3
  %75 = add nsw i32 %74, %65
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  store float %73, ptr %77, align 4, !tbaa !9
  br label %78

78:                                               ; preds = %64, %70
  br i1 %67, label %79, label %117

79:                                               ; preds = %78
  %80 = add nsw i32 %66, 8
  %81 = icmp slt i32 %80, %2
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = add nuw nsw i32 %11, 8
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %14, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = mul nsw i32 %80, %3
  %88 = add nsw i32 %87, %65
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  store float %86, ptr %90, align 4, !tbaa !9
  br label %91

91:                                               ; preds = %82, %79
  br i1 %67, label %92, label %117

92:                                               ; preds = %91
  %93 = add nsw i32 %66, 16
  %94 = icmp slt i32 %93, %2
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = add nuw nsw i32 %11, 16
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %14, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !9
  %100 = mul nsw i32 %93, %3
  %101 = add nsw i32 %100, %65
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %99, ptr %103, align 4, !tbaa !9
  br label %104

104:                                              ; preds = %95, %92
  br i1 %67, label %105, label %117

105:                                              ; preds = %104
  %106 = add nsw i32 %66, 24
  %107 = icmp slt i32 %106, %2
  br i1 %107, label %108, label %117

108:                                              ; preds = %105
  %109 = add nuw nsw i32 %11, 24
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledPKfPfiiE4tile to ptr), i64 0, i64 %14, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !9
  %113 = mul nsw i32 %106, %3
  %114 = add nsw i32 %113, %65
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  store float %112, ptr %116, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %78, %91, %108, %105, %104
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z15transpose_naivePKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z15transpose_tiledPKfPfii, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
