; ModuleID = 'wmma_gemm.cu'
source_filename = "wmma_gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9wmma_gemmPK6__halfS1_Pfiii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = lshr i32 %11, 1
  %18 = and i32 %17, 2147483632
  %19 = shl nuw nsw i32 %16, 4
  %20 = icmp slt i32 %18, %3
  %21 = icmp slt i32 %19, %4
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %93

23:                                               ; preds = %6
  %24 = icmp sgt i32 %5, 0
  %25 = zext nneg i32 %18 to i64
  br i1 %24, label %29, label %26

26:                                               ; preds = %23
  %27 = zext nneg i32 %4 to i64
  %28 = zext nneg i32 %19 to i64
  br label %36

29:                                               ; preds = %23
  %30 = zext nneg i32 %5 to i64
  %31 = mul nuw nsw i64 %30, %25
  %32 = getelementptr inbounds %struct.__half, ptr %0, i64 %31
  %33 = zext nneg i32 %4 to i64
  %34 = zext nneg i32 %19 to i64
  %35 = getelementptr %struct.__half, ptr %1, i64 %34
  br label %50

36:                                               ; preds = %50, %26
  %37 = phi i64 [ %28, %26 ], [ %34, %50 ]
  %38 = phi i64 [ %27, %26 ], [ %33, %50 ]
  %39 = phi float [ 0.000000e+00, %26 ], [ %89, %50 ]
  %40 = phi float [ 0.000000e+00, %26 ], [ %88, %50 ]
  %41 = phi float [ 0.000000e+00, %26 ], [ %87, %50 ]
  %42 = phi float [ 0.000000e+00, %26 ], [ %86, %50 ]
  %43 = phi float [ 0.000000e+00, %26 ], [ %85, %50 ]
  %44 = phi float [ 0.000000e+00, %26 ], [ %84, %50 ]
  %45 = phi float [ 0.000000e+00, %26 ], [ %83, %50 ]
  %46 = phi float [ 0.000000e+00, %26 ], [ %90, %50 ]
  %47 = mul nuw nsw i64 %38, %25
  %48 = getelementptr inbounds float, ptr %2, i64 %47
  %49 = getelementptr inbounds float, ptr %48, i64 %37
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %49, float %45, float %44, float %43, float %42, float %41, float %40, float %39, float %46, i32 %4)
  br label %93

50:                                               ; preds = %29, %50
  %51 = phi i32 [ 0, %29 ], [ %91, %50 ]
  %52 = phi float [ 0.000000e+00, %29 ], [ %90, %50 ]
  %53 = phi float [ 0.000000e+00, %29 ], [ %83, %50 ]
  %54 = phi float [ 0.000000e+00, %29 ], [ %84, %50 ]
  %55 = phi float [ 0.000000e+00, %29 ], [ %85, %50 ]
  %56 = phi float [ 0.000000e+00, %29 ], [ %86, %50 ]
  %57 = phi float [ 0.000000e+00, %29 ], [ %87, %50 ]
  %58 = phi float [ 0.000000e+00, %29 ], [ %88, %50 ]
  %59 = phi float [ 0.000000e+00, %29 ], [ %89, %50 ]
  %60 = zext nneg i32 %51 to i64
  %61 = getelementptr inbounds %struct.__half, ptr %32, i64 %60
  %62 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %61, i32 %5)
  %63 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 0
  %64 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 1
  %65 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 2
  %66 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 3
  %67 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 4
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 5
  %69 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 6
  %70 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %62, 7
  %71 = mul nuw nsw i64 %60, %33
  %72 = getelementptr %struct.__half, ptr %35, i64 %71
  %73 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly %72, i32 %4)
  %74 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 0
  %75 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 1
  %76 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 2
  %77 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 3
  %78 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 4
  %79 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 5
  %80 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 6
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 7
  %82 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %63, <2 x half> %64, <2 x half> %65, <2 x half> %66, <2 x half> %67, <2 x half> %68, <2 x half> %69, <2 x half> %70, <2 x half> %74, <2 x half> %75, <2 x half> %76, <2 x half> %77, <2 x half> %78, <2 x half> %79, <2 x half> %80, <2 x half> %81, float %53, float %54, float %55, float %56, float %57, float %58, float %59, float %52)
  %83 = extractvalue { float, float, float, float, float, float, float, float } %82, 0
  %84 = extractvalue { float, float, float, float, float, float, float, float } %82, 1
  %85 = extractvalue { float, float, float, float, float, float, float, float } %82, 2
  %86 = extractvalue { float, float, float, float, float, float, float, float } %82, 3
  %87 = extractvalue { float, float, float, float, float, float, float, float } %82, 4
  %88 = extractvalue { float, float, float, float, float, float, float, float } %82, 5
  %89 = extractvalue { float, float, float, float, float, float, float, float } %82, 6
  %90 = extractvalue { float, float, float, float, float, float, float, float } %82, 7
  %91 = add nuw nsw i32 %51, 16
  %92 = icmp slt i32 %91, %5
  br i1 %92, label %50, label %36, !llvm.loop !8

93:                                               ; preds = %6, %36
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

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}
!nvvmir.version = !{!7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9wmma_gemmPK6__halfS1_Pfiii, !"kernel", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{i32 2, i32 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
