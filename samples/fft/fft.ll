; ModuleID = 'fft.cu'
source_filename = "fft.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

@_ZZ9fft_blockP6float2iE6points = internal unnamed_addr addrspace(3) global [1024 x %struct.float2.0] undef, align 8

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z9fft_blockP6float2i(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = sext i32 %1 to i64
  %6 = mul nsw i64 %5, %4
  %7 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = lshr i32 %1, 1
  %10 = tail call i32 @llvm.bitreverse.i32(i32 %1)
  %11 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %10) #5, !srcloc !9
  %12 = zext nneg i32 %8 to i64
  %13 = getelementptr inbounds %struct.float2.0, ptr %7, i64 %12
  %14 = tail call noundef i32 @llvm.bitreverse.i32(i32 %8)
  %15 = sub i32 32, %11
  %16 = lshr i32 %14, %15
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %17
  %19 = load i64, ptr %13, align 8
  store i64 %19, ptr %18, align 8
  %20 = add nuw i32 %9, %8
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds %struct.float2.0, ptr %7, i64 %21
  %23 = tail call noundef i32 @llvm.bitreverse.i32(i32 %20)
  %24 = lshr i32 %23, %15
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %25
  %27 = load i64, ptr %22, align 8
  store i64 %27, ptr %26, align 8
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ugt i32 %1, 1
  br i1 %28, label %34, label %29

29:                                               ; preds = %34, %2
  %30 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %12
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %13, align 8
  %32 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %21
  %33 = load i64, ptr %32, align 8
  store i64 %33, ptr %22, align 8
  ret void

34:                                               ; preds = %2, %34
  %35 = phi i32 [ %68, %34 ], [ 1, %2 ]
  %36 = add i32 %35, 1023
  %37 = and i32 %36, %8
  %38 = sub nsw i32 %8, %37
  %39 = shl nsw i32 %38, 1
  %40 = add nsw i32 %39, %37
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %41
  %43 = load float, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4
  %46 = add i32 %40, %35
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [1024 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ9fft_blockP6float2iE6points to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 4
  %51 = load float, ptr %50, align 4
  %52 = uitofp nneg i32 %37 to float
  %53 = fmul contract float %52, 0xC00921FB60000000
  %54 = uitofp i32 %35 to float
  %55 = fdiv contract float %53, %54
  %56 = tail call float @llvm.nvvm.sin.approx.f(float %55) #6
  %57 = tail call float @llvm.nvvm.cos.approx.f(float %55) #6
  %58 = fmul contract float %49, %57
  %59 = fmul contract float %51, %56
  %60 = fsub contract float %58, %59
  %61 = fmul contract float %49, %56
  %62 = fmul contract float %51, %57
  %63 = fadd contract float %61, %62
  %64 = fadd contract float %43, %60
  %65 = fadd contract float %45, %63
  %66 = fsub contract float %43, %60
  %67 = fsub contract float %45, %63
  store float %64, ptr %42, align 8
  store float %65, ptr %44, align 4
  store float %66, ptr %48, align 8
  store float %67, ptr %50, align 4
  tail call void @llvm.nvvm.barrier0()
  %68 = shl i32 %35, 1
  %69 = icmp ult i32 %68, %1
  br i1 %69, label %34, label %29, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9fft_stagePK6float2PS_ii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = ashr i32 %2, 1
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %49

12:                                               ; preds = %4
  %13 = add nsw i32 %3, -1
  %14 = and i32 %13, %9
  %15 = sub nsw i32 %9, %14
  %16 = shl i32 %15, 1
  %17 = add nsw i32 %16, %14
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %18
  %20 = load float, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 4
  %22 = load float, ptr %21, align 4
  %23 = add nsw i32 %17, %3
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %24
  %26 = load float, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4
  %29 = sitofp i32 %14 to float
  %30 = fmul contract float %29, 0xC00921FB60000000
  %31 = sitofp i32 %3 to float
  %32 = fdiv contract float %30, %31
  %33 = tail call float @llvm.nvvm.sin.approx.f(float %32) #6
  %34 = tail call float @llvm.nvvm.cos.approx.f(float %32) #6
  %35 = fmul contract float %26, %34
  %36 = fmul contract float %28, %33
  %37 = fsub contract float %35, %36
  %38 = fmul contract float %26, %33
  %39 = fmul contract float %28, %34
  %40 = fadd contract float %38, %39
  %41 = fadd contract float %20, %37
  %42 = fadd contract float %22, %40
  %43 = fsub contract float %20, %37
  %44 = fsub contract float %22, %40
  %45 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %18
  store float %41, ptr %45, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 4
  store float %42, ptr %46, align 4
  %47 = getelementptr inbounds %struct.float2.0, ptr %1, i64 %24
  store float %43, ptr %47, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 4
  store float %44, ptr %48, align 4
  br label %49

49:                                               ; preds = %12, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}
!nvvmir.version = !{!8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9fft_blockP6float2i, !"kernel", i32 1}
!5 = !{ptr @_Z9fft_stagePK6float2PS_ii, !"kernel", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{i32 2, i32 0}
!9 = !{i32 12369}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
