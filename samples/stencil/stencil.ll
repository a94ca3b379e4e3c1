; ModuleID = 'stencil.cu'
source_filename = "stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_coefficients = dso_local addrspace(4) externally_initialized global [5 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8stencil5PKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp sgt i32 %9, 0
  br i1 %15, label %16, label %57

16:                                               ; preds = %4
  %17 = add nsw i32 %2, -1
  %18 = icmp slt i32 %9, %17
  %19 = icmp ne i32 %14, 0
  %20 = and i1 %19, %18
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %14, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %57

24:                                               ; preds = %16
  %25 = mul nsw i32 %14, %2
  %26 = add nsw i32 %25, %9
  %27 = load float, ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr), align 4, !tbaa !8
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %27, %30
  %32 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr), i64 4), align 4, !tbaa !8
  %33 = getelementptr i8, ptr %29, i64 -4
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fmul contract float %32, %34
  %36 = fadd contract float %31, %35
  %37 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr), i64 8), align 4, !tbaa !8
  %38 = getelementptr i8, ptr %29, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = fmul contract float %37, %39
  %41 = fadd contract float %36, %40
  %42 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr), i64 12), align 4, !tbaa !8
  %43 = sub nsw i32 %26, %2
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fmul contract float %42, %46
  %48 = fadd contract float %41, %47
  %49 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c_coefficients to ptr), i64 16), align 4, !tbaa !8
  %50 = add nsw i32 %26, %2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !8
  %54 = fmul contract float %49, %53
  %55 = fadd contract float %48, %54
  %56 = getelementptr inbounds float, ptr %1, i64 %28
  store float %55, ptr %56, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %24, %16, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z8stencil5PKfPfii, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
