; ModuleID = 'backprop.cu'
source_filename = "backprop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17bpnn_layerforwardPKfS0_PfiiE10input_node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17bpnn_layerforwardPKfS0_Pfii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nsw i32 %4, 1
  %10 = shl nuw nsw i32 %6, 4
  %11 = add nuw nsw i32 %10, %8
  %12 = mul i32 %11, %9
  %13 = add nuw nsw i32 %7, 1
  %14 = add i32 %13, %9
  %15 = add i32 %14, %12
  %16 = icmp eq i32 %7, 0
  %17 = zext nneg i32 %8 to i64
  br i1 %16, label %18, label %24

18:                                               ; preds = %5
  %19 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE10input_node to ptr), i64 0, i64 %17
  %20 = zext nneg i32 %11 to i64
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = getelementptr i8, ptr %21, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !9
  store float %23, ptr %19, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %5, %18
  tail call void @llvm.nvvm.barrier0()
  %25 = sext i32 %15 to i64
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !9
  %28 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE10input_node to ptr), i64 0, i64 %17
  %29 = load float, ptr %28, align 4, !tbaa !9
  %30 = fmul contract float %27, %29
  %31 = zext nneg i32 %7 to i64
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %17, i64 %31
  store float %30, ptr %32, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %33 = and i32 %8, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %42

35:                                               ; preds = %24
  %36 = or disjoint i32 %8, 1
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %37, i64 %31
  %39 = load float, ptr %38, align 4, !tbaa !9
  %40 = load float, ptr %32, align 4, !tbaa !9
  %41 = fadd contract float %39, %40
  store float %41, ptr %32, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %35, %24
  tail call void @llvm.nvvm.barrier0()
  %43 = and i32 %8, 3
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %52

45:                                               ; preds = %42
  %46 = or disjoint i32 %8, 2
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %47, i64 %31
  %49 = load float, ptr %48, align 4, !tbaa !9
  %50 = load float, ptr %32, align 4, !tbaa !9
  %51 = fadd contract float %49, %50
  store float %51, ptr %32, align 4, !tbaa !9
  br label %52

52:                                               ; preds = %45, %42
  tail call void @llvm.nvvm.barrier0()
  %53 = and i32 %8, 7
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %62

55:                                               ; preds = %52
  %56 = or disjoint i32 %8, 4
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %57, i64 %31
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = load float, ptr %32, align 4, !tbaa !9
  %61 = fadd contract float %59, %60
  store float %61, ptr %32, align 4, !tbaa !9
  br label %62

62:                                               ; preds = %55, %52
  tail call void @llvm.nvvm.barrier0()
  %63 = and i32 %8, 15
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %72

65:                                               ; preds = %62
  %66 = or disjoint i32 %8, 8
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %67, i64 %31
  %69 = load float, ptr %68, align 4, !tbaa !9
  %70 = load float, ptr %32, align 4, !tbaa !9
  %71 = fadd contract float %69, %70
  store float %71, ptr %32, align 4, !tbaa !9
  br label %72

72:                                               ; preds = %65, %62
  tail call void @llvm.nvvm.barrier0()
  %73 = icmp eq i32 %8, 0
  br i1 %73, label %74, label %81

74:                                               ; preds = %72
  %75 = mul nsw i32 %6, %4
  %76 = add nsw i32 %75, %7
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %2, i64 %77
  %79 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17bpnn_layerforwardPKfS0_PfiiE13weight_matrix to ptr), i64 0, i64 %31
  %80 = load float, ptr %79, align 4, !tbaa !9
  store float %80, ptr %78, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %74, %72
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z19bpnn_adjust_weightsPKfiS0_iPfS1_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nsw i32 %1, 1
  %11 = shl nuw nsw i32 %7, 4
  %12 = add nuw nsw i32 %11, %9
  %13 = mul i32 %12, %10
  %14 = add nuw nsw i32 %8, 1
  %15 = add i32 %14, %10
  %16 = add i32 %15, %13
  %17 = zext nneg i32 %14 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !9
  %20 = fmul contract float %19, 0x3FD3333340000000
  %21 = zext nneg i32 %12 to i64
  %22 = getelementptr float, ptr %2, i64 %21
  %23 = getelementptr i8, ptr %22, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = fmul contract float %20, %24
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds float, ptr %5, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !9
  %29 = fmul contract float %28, 0x3FD3333340000000
  %30 = fadd contract float %25, %29
  %31 = getelementptr inbounds float, ptr %4, i64 %26
  %32 = load float, ptr %31, align 4, !tbaa !9
  %33 = fadd contract float %32, %30
  store float %33, ptr %31, align 4, !tbaa !9
  store float %30, ptr %27, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %34 = or i32 %9, %7
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %46

36:                                               ; preds = %6
  %37 = load float, ptr %18, align 4, !tbaa !9
  %38 = fmul contract float %37, 0x3FD3333340000000
  %39 = getelementptr inbounds float, ptr %5, i64 %17
  %40 = load float, ptr %39, align 4, !tbaa !9
  %41 = fmul contract float %40, 0x3FD3333340000000
  %42 = fadd contract float %38, %41
  %43 = getelementptr inbounds float, ptr %4, i64 %17
  %44 = load float, ptr %43, align 4, !tbaa !9
  %45 = fadd contract float %44, %42
  store float %45, ptr %43, align 4, !tbaa !9
  store float %42, ptr %39, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %36, %6
  ret void
}

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
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z17bpnn_layerforwardPKfS0_Pfii, !"kernel", i32 1}
!5 = !{ptr @_Z19bpnn_adjust_weightsPKfiS0_iPfS1_, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
