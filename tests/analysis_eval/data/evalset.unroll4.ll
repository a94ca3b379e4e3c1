; ModuleID = 'evalset.cu'
source_filename = "evalset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10stage_tileE4tile = internal unnamed_addr addrspace(3) global [2304 x float] undef, align 4
@_ZZ12tiled_matmulE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12tiled_matmulE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@partial = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@buffer = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %15

14:                                               ; preds = %15, %26, %36, %46, %4
  ret void

15:                                               ; preds = %46, %11
  %16 = phi i32 [ %9, %11 ], [ %54, %46 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !24
  %20 = fmul contract float %19, %0
  %21 = getelementptr inbounds float, ptr %2, i64 %17
  %22 = load float, ptr %21, align 4, !tbaa !24
  %23 = fadd contract float %20, %22
  store float %23, ptr %21, align 4, !tbaa !24
  %24 = add i32 %16, %13
  %25 = icmp slt i32 %24, %3
  br i1 %25, label %26, label %14, !llvm.loop !28

26:                                               ; preds = %15
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !24
  %30 = fmul contract float %29, %0
  %31 = getelementptr inbounds float, ptr %2, i64 %27
  %32 = load float, ptr %31, align 4, !tbaa !24
  %33 = fadd contract float %30, %32
  store float %33, ptr %31, align 4, !tbaa !24
  %34 = add i32 %24, %13
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %36, label %14, !llvm.loop !28

36:                                               ; preds = %26
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !24
  %40 = fmul contract float %39, %0
  %41 = getelementptr inbounds float, ptr %2, i64 %37
  %42 = load float, ptr %41, align 4, !tbaa !24
  %43 = fadd contract float %40, %42
  store float %43, ptr %41, align 4, !tbaa !24
  %44 = add i32 %34, %13
  %45 = icmp slt i32 %44, %3
  br i1 %45, label %46, label %14, !llvm.loop !28

46:                                               ; preds = %36
  %47 = sext i32 %44 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !24
  %50 = fmul contract float %49, %0
  %51 = getelementptr inbounds float, ptr %2, i64 %47
  %52 = load float, ptr %51, align 4, !tbaa !24
  %53 = fadd contract float %50, %52
  store float %53, ptr %51, align 4, !tbaa !24
  %54 = add i32 %44, %13
  %55 = icmp slt i32 %54, %3
  br i1 %55, label %15, label %14, !llvm.loop !31
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stage_tile(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %6 = shl nsw i32 %3, 1
  %7 = add i32 %6, %5
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add i32 %6, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = icmp slt i32 %10, %7
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %11, label %18, label %13

13:                                               ; preds = %4
  %14 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = mul nuw nsw i32 %14, %5
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %8
  br label %24

18:                                               ; preds = %4
  %19 = icmp slt i32 %12, %9
  %20 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = mul nuw nsw i32 %20, %5
  %22 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %8
  br label %40

24:                                               ; preds = %47, %97, %147, %197, %13
  %25 = phi i32 [ %17, %13 ], [ %23, %197 ], [ %23, %147 ], [ %23, %97 ], [ %23, %47 ]
  %26 = phi i32 [ %15, %13 ], [ %21, %197 ], [ %21, %147 ], [ %21, %97 ], [ %21, %47 ]
  tail call void @llvm.nvvm.barrier0()
  %27 = add i32 %10, %3
  %28 = mul i32 %27, 48
  %29 = add i32 %12, %3
  %30 = add i32 %29, %28
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !24
  %34 = add nuw nsw i32 %26, %10
  %35 = mul i32 %34, %2
  %36 = add i32 %25, %12
  %37 = add i32 %36, %35
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %33, ptr %39, align 4, !tbaa !24
  ret void

40:                                               ; preds = %197, %18
  %41 = phi i32 [ %10, %18 ], [ %198, %197 ]
  br i1 %19, label %42, label %47

42:                                               ; preds = %40
  %43 = add i32 %41, %21
  %44 = mul i32 %43, %2
  %45 = add i32 %44, %23
  %46 = mul nsw i32 %41, 48
  br label %200

47:                                               ; preds = %200, %211, %221, %231, %40
  %48 = add i32 %41, %5
  %49 = icmp slt i32 %48, %7
  br i1 %49, label %50, label %24, !llvm.loop !33

50:                                               ; preds = %47
  br i1 %19, label %51, label %97

51:                                               ; preds = %50
  %52 = add i32 %48, %21
  %53 = mul i32 %52, %2
  %54 = add i32 %53, %23
  %55 = mul nsw i32 %48, 48
  br label %56

56:                                               ; preds = %87, %51
  %57 = phi i32 [ %12, %51 ], [ %95, %87 ]
  %58 = add i32 %54, %57
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !24
  %62 = add nsw i32 %57, %55
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %63
  store float %61, ptr %64, align 4, !tbaa !24
  %65 = add i32 %57, %8
  %66 = icmp slt i32 %65, %9
  br i1 %66, label %67, label %97, !llvm.loop !34

67:                                               ; preds = %56
  %68 = add i32 %54, %65
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !24
  %72 = add nsw i32 %65, %55
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %73
  store float %71, ptr %74, align 4, !tbaa !24
  %75 = add i32 %65, %8
  %76 = icmp slt i32 %75, %9
  br i1 %76, label %77, label %97, !llvm.loop !34

77:                                               ; preds = %67
  %78 = add i32 %54, %75
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !24
  %82 = add nsw i32 %75, %55
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %83
  store float %81, ptr %84, align 4, !tbaa !24
  %85 = add i32 %75, %8
  %86 = icmp slt i32 %85, %9
  br i1 %86, label %87, label %97, !llvm.loop !34

87:                                               ; preds = %77
  %88 = add i32 %54, %85
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !24
  %92 = add nsw i32 %85, %55
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %93
  store float %91, ptr %94, align 4, !tbaa !24
  %95 = add i32 %85, %8
  %96 = icmp slt i32 %95, %9
  br i1 %96, label %56, label %97, !llvm.loop !35

97:                                               ; preds = %56, %67, %77, %87, %50
  %98 = add i32 %48, %5
  %99 = icmp slt i32 %98, %7
  br i1 %99, label %100, label %24, !llvm.loop !33

100:                                              ; preds = %97
  br i1 %19, label %101, label %147

101:                                              ; preds = %100
  %102 = add i32 %98, %21
  %103 = mul i32 %102, %2
  %104 = add i32 %103, %23
  %105 = mul nsw i32 %98, 48
  br label %106

106:                                              ; preds = %137, %101
  %107 = phi i32 [ %12, %101 ], [ %145, %137 ]
  %108 = add i32 %104, %107
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !24
  %112 = add nsw i32 %107, %105
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %113
  store float %111, ptr %114, align 4, !tbaa !24
  %115 = add i32 %107, %8
  %116 = icmp slt i32 %115, %9
  br i1 %116, label %117, label %147, !llvm.loop !34

117:                                              ; preds = %106
  %118 = add i32 %104, %115
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !24
  %122 = add nsw i32 %115, %105
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %123
  store float %121, ptr %124, align 4, !tbaa !24
  %125 = add i32 %115, %8
  %126 = icmp slt i32 %125, %9
  br i1 %126, label %127, label %147, !llvm.loop !34

127:                                              ; preds = %117
  %128 = add i32 %104, %125
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %0, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !24
  %132 = add nsw i32 %125, %105
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %133
  store float %131, ptr %134, align 4, !tbaa !24
  %135 = add i32 %125, %8
  %136 = icmp slt i32 %135, %9
  br i1 %136, label %137, label %147, !llvm.loop !34

137:                                              ; preds = %127
  %138 = add i32 %104, %135
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr %0, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !24
  %142 = add nsw i32 %135, %105
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %143
  store float %141, ptr %144, align 4, !tbaa !24
  %145 = add i32 %135, %8
  %146 = icmp slt i32 %145, %9
  br i1 %146, label %106, label %147, !llvm.loop !35

147:                                              ; preds = %106, %117, %127, %137, %100
  %148 = add i32 %98, %5
  %149 = icmp slt i32 %148, %7
  br i1 %149, label %150, label %24, !llvm.loop !33

150:                                              ; preds = %147
  br i1 %19, label %151, label %197

151:                                              ; preds = %150
  %152 = add i32 %148, %21
  %153 = mul i32 %152, %2
  %154 = add i32 %153, %23
  %155 = mul nsw i32 %148, 48
  br label %156

156:                                              ; preds = %187, %151
  %157 = phi i32 [ %12, %151 ], [ %195, %187 ]
  %158 = add i32 %154, %157
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %0, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !24
  %162 = add nsw i32 %157, %155
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %163
  store float %161, ptr %164, align 4, !tbaa !24
  %165 = add i32 %157, %8
  %166 = icmp slt i32 %165, %9
  br i1 %166, label %167, label %197, !llvm.loop !34

167:                                              ; preds = %156
  %168 = add i32 %154, %165
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr %0, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !24
  %172 = add nsw i32 %165, %155
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %173
  store float %171, ptr %174, align 4, !tbaa !24
  %175 = add i32 %165, %8
  %176 = icmp slt i32 %175, %9
  br i1 %176, label %177, label %197, !llvm.loop !34

177:                                              ; preds = %167
  %178 = add i32 %154, %175
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr %0, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !24
  %182 = add nsw i32 %175, %155
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %183
  store float %181, ptr %184, align 4, !tbaa !24
  %185 = add i32 %175, %8
  %186 = icmp slt i32 %185, %9
  br i1 %186, label %187, label %197, !llvm.loop !34

187:                                              ; preds = %177
  %188 = add i32 %154, %185
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr %0, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !24
  %192 = add nsw i32 %185, %155
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %193
  store float %191, ptr %194, align 4, !tbaa !24
  %195 = add i32 %185, %8
  %196 = icmp slt i32 %195, %9
  br i1 %196, label %156, label %197, !llvm.loop !35

197:                                              ; preds = %156, %167, %177, %187, %150
  %198 = add i32 %148, %5
  %199 = icmp slt i32 %198, %7
  br i1 %199, label %40, label %24, !llvm.loop !36

200:                                              ; preds = %231, %42
  %201 = phi i32 [ %12, %42 ], [ %239, %231 ]
  %202 = add i32 %45, %201
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr %0, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !24
  %206 = add nsw i32 %201, %46
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %207
  store float %205, ptr %208, align 4, !tbaa !24
  %209 = add i32 %201, %8
  %210 = icmp slt i32 %209, %9
  br i1 %210, label %211, label %47, !llvm.loop !34

211:                                              ; preds = %200
  %212 = add i32 %45, %209
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr %0, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !24
  %216 = add nsw i32 %209, %46
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %217
  store float %215, ptr %218, align 4, !tbaa !24
  %219 = add i32 %209, %8
  %220 = icmp slt i32 %219, %9
  br i1 %220, label %221, label %47, !llvm.loop !34

221:                                              ; preds = %211
  %222 = add i32 %45, %219
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %0, i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !24
  %226 = add nsw i32 %219, %46
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %227
  store float %225, ptr %228, align 4, !tbaa !24
  %229 = add i32 %219, %8
  %230 = icmp slt i32 %229, %9
  br i1 %230, label %231, label %47, !llvm.loop !34

231:                                              ; preds = %221
  %232 = add i32 %45, %229
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr %0, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !24
  %236 = add nsw i32 %229, %46
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [2304 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10stage_tileE4tile to ptr), i64 0, i64 %237
  store float %235, ptr %238, align 4, !tbaa !24
  %239 = add i32 %229, %8
  %240 = icmp slt i32 %239, %9
  br i1 %240, label %200, label %47, !llvm.loop !35
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @naive_dgemm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %9, %3
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %107

18:                                               ; preds = %4
  %19 = mul nuw nsw i32 %9, %3
  %20 = add i32 %3, -1
  %21 = and i32 %3, 3
  %22 = icmp ult i32 %20, 3
  br i1 %22, label %25, label %23

23:                                               ; preds = %18
  %24 = and i32 %3, -4
  br label %53

25:                                               ; preds = %53, %18
  %26 = phi double [ poison, %18 ], [ %103, %53 ]
  %27 = phi i32 [ 0, %18 ], [ %104, %53 ]
  %28 = phi double [ 0.000000e+00, %18 ], [ %103, %53 ]
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %48, label %30

30:                                               ; preds = %25, %30
  %31 = phi i32 [ %45, %30 ], [ %27, %25 ]
  %32 = phi double [ %44, %30 ], [ %28, %25 ]
  %33 = phi i32 [ %46, %30 ], [ 0, %25 ]
  %34 = add nuw nsw i32 %31, %19
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !37
  %38 = mul nuw nsw i32 %31, %3
  %39 = add nsw i32 %38, %14
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !37
  %43 = fmul contract double %37, %42
  %44 = fadd contract double %32, %43
  %45 = add nuw nsw i32 %31, 1
  %46 = add i32 %33, 1
  %47 = icmp eq i32 %46, %21
  br i1 %47, label %48, label %30, !llvm.loop !39

48:                                               ; preds = %30, %25
  %49 = phi double [ %26, %25 ], [ %44, %30 ]
  %50 = add nsw i32 %19, %14
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %2, i64 %51
  store double %49, ptr %52, align 8, !tbaa !37
  br label %107

53:                                               ; preds = %53, %23
  %54 = phi i32 [ 0, %23 ], [ %104, %53 ]
  %55 = phi double [ 0.000000e+00, %23 ], [ %103, %53 ]
  %56 = phi i32 [ 0, %23 ], [ %105, %53 ]
  %57 = add nuw nsw i32 %54, %19
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !37
  %61 = mul nuw nsw i32 %54, %3
  %62 = add nsw i32 %61, %14
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %1, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !37
  %66 = fmul contract double %60, %65
  %67 = fadd contract double %55, %66
  %68 = or disjoint i32 %54, 1
  %69 = add nuw nsw i32 %68, %19
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds double, ptr %0, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !37
  %73 = mul nuw nsw i32 %68, %3
  %74 = add nsw i32 %73, %14
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %1, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !37
  %78 = fmul contract double %72, %77
  %79 = fadd contract double %67, %78
  %80 = or disjoint i32 %54, 2
  %81 = add nuw nsw i32 %80, %19
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds double, ptr %0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !37
  %85 = mul nuw nsw i32 %80, %3
  %86 = add nsw i32 %85, %14
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %1, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !37
  %90 = fmul contract double %84, %89
  %91 = fadd contract double %79, %90
  %92 = or disjoint i32 %54, 3
  %93 = add nuw nsw i32 %92, %19
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !37
  %97 = mul nuw nsw i32 %92, %3
  %98 = add nsw i32 %97, %14
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %1, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !37
  %102 = fmul contract double %96, %101
  %103 = fadd contract double %91, %102
  %104 = add nuw nsw i32 %54, 4
  %105 = add i32 %56, 4
  %106 = icmp eq i32 %105, %24
  br i1 %106, label %25, label %53, !llvm.loop !40

107:                                              ; preds = %48, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @pointer_ne(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = shl i32 %2, 5
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %6, i64 %8
  %10 = icmp eq i32 %2, 0
  br i1 %10, label %48, label %11

11:                                               ; preds = %3
  %12 = shl nsw i64 %8, 2
  %13 = add nsw i64 %12, -128
  %14 = lshr exact i64 %13, 7
  %15 = add nuw nsw i64 %14, 1
  %16 = and i64 %15, 3
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %27, label %18

18:                                               ; preds = %11, %18
  %19 = phi float [ %23, %18 ], [ 0.000000e+00, %11 ]
  %20 = phi ptr [ %24, %18 ], [ %6, %11 ]
  %21 = phi i64 [ %25, %18 ], [ 0, %11 ]
  %22 = load float, ptr %20, align 4, !tbaa !24
  %23 = fadd contract float %19, %22
  %24 = getelementptr inbounds i8, ptr %20, i64 128
  %25 = add nuw nsw i64 %21, 1
  %26 = icmp eq i64 %25, %16
  br i1 %26, label %27, label %18, !llvm.loop !41

27:                                               ; preds = %18, %11
  %28 = phi float [ poison, %11 ], [ %23, %18 ]
  %29 = phi float [ 0.000000e+00, %11 ], [ %23, %18 ]
  %30 = phi ptr [ %6, %11 ], [ %24, %18 ]
  %31 = icmp ult i64 %13, 384
  br i1 %31, label %48, label %32

32:                                               ; preds = %27, %32
  %33 = phi float [ %45, %32 ], [ %29, %27 ]
  %34 = phi ptr [ %46, %32 ], [ %30, %27 ]
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = fadd contract float %33, %35
  %37 = getelementptr inbounds i8, ptr %34, i64 128
  %38 = load float, ptr %37, align 4, !tbaa !24
  %39 = fadd contract float %36, %38
  %40 = getelementptr inbounds i8, ptr %34, i64 256
  %41 = load float, ptr %40, align 4, !tbaa !24
  %42 = fadd contract float %39, %41
  %43 = getelementptr inbounds i8, ptr %34, i64 384
  %44 = load float, ptr %43, align 4, !tbaa !24
  %45 = fadd contract float %42, %44
  %46 = getelementptr inbounds i8, ptr %34, i64 512
  %47 = icmp eq ptr %46, %9
  br i1 %47, label %48, label %32, !llvm.loop !42

48:                                               ; preds = %32, %27, %3
  %49 = phi float [ 0.000000e+00, %3 ], [ %28, %27 ], [ %45, %32 ]
  %50 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %51 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %52 = mul i32 %50, %51
  %53 = add i32 %52, %4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  store float %49, ptr %55, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @countdown(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = add nsw i32 %2, -1
  %6 = and i32 %2, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %23, label %8

8:                                                ; preds = %3
  %9 = and i32 %2, -4
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i32 [ %2, %8 ], [ %20, %10 ]
  %12 = phi float [ 0.000000e+00, %8 ], [ %19, %10 ]
  %13 = phi i32 [ 0, %8 ], [ %21, %10 ]
  %14 = shl nsw i32 %11, 6
  %15 = add i32 %14, %4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !24
  %19 = fadd contract float %12, %18
  %20 = add nsw i32 %11, -1
  %21 = add nuw nsw i32 %13, 1
  %22 = icmp eq i32 %21, %6
  br i1 %22, label %23, label %10, !llvm.loop !43

23:                                               ; preds = %10, %3
  %24 = phi float [ poison, %3 ], [ %19, %10 ]
  %25 = phi i32 [ %2, %3 ], [ %9, %10 ]
  %26 = phi float [ 0.000000e+00, %3 ], [ %19, %10 ]
  %27 = icmp ult i32 %5, 3
  br i1 %27, label %60, label %28

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %58, %28 ], [ %25, %23 ]
  %30 = phi float [ %57, %28 ], [ %26, %23 ]
  %31 = shl nsw i32 %29, 6
  %32 = add i32 %31, %4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = fadd contract float %30, %35
  %37 = shl i32 %29, 6
  %38 = add i32 %37, -64
  %39 = add i32 %38, %4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !24
  %43 = fadd contract float %36, %42
  %44 = shl i32 %29, 6
  %45 = add i32 %44, -128
  %46 = add i32 %45, %4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !24
  %50 = fadd contract float %43, %49
  %51 = shl i32 %29, 6
  %52 = add i32 %51, -192
  %53 = add i32 %52, %4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !24
  %57 = fadd contract float %50, %56
  %58 = add nsw i32 %29, -4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %28, !llvm.loop !44

60:                                               ; preds = %28, %23
  %61 = phi float [ %24, %23 ], [ %57, %28 ]
  %62 = zext nneg i32 %4 to i64
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  store float %61, ptr %63, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @prefix_naive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %65

10:                                               ; preds = %3
  %11 = icmp slt i32 %8, 0
  br i1 %11, label %35, label %12

12:                                               ; preds = %10
  %13 = add i32 %7, %6
  %14 = add i32 %13, 1
  %15 = and i32 %14, 3
  %16 = icmp ult i32 %8, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %12
  %18 = and i32 %14, -4
  br label %39

19:                                               ; preds = %39, %12
  %20 = phi float [ poison, %12 ], [ %61, %39 ]
  %21 = phi i32 [ 0, %12 ], [ %62, %39 ]
  %22 = phi float [ 0.000000e+00, %12 ], [ %61, %39 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %32, %24 ], [ %21, %19 ]
  %26 = phi float [ %31, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %33, %24 ], [ 0, %19 ]
  %28 = zext nneg i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = fadd contract float %26, %30
  %32 = add nuw i32 %25, 1
  %33 = add i32 %27, 1
  %34 = icmp eq i32 %33, %15
  br i1 %34, label %35, label %24, !llvm.loop !45

35:                                               ; preds = %19, %24, %10
  %36 = phi float [ 0.000000e+00, %10 ], [ %20, %19 ], [ %31, %24 ]
  %37 = sext i32 %8 to i64
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  store float %36, ptr %38, align 4, !tbaa !24
  br label %65

39:                                               ; preds = %39, %17
  %40 = phi i32 [ 0, %17 ], [ %62, %39 ]
  %41 = phi float [ 0.000000e+00, %17 ], [ %61, %39 ]
  %42 = phi i32 [ 0, %17 ], [ %63, %39 ]
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !24
  %46 = fadd contract float %41, %45
  %47 = or disjoint i32 %40, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !24
  %51 = fadd contract float %46, %50
  %52 = or disjoint i32 %40, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = fadd contract float %51, %55
  %57 = or disjoint i32 %40, 3
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !24
  %61 = fadd contract float %56, %60
  %62 = add nuw i32 %40, 4
  %63 = add i32 %42, 4
  %64 = icmp eq i32 %63, %18
  br i1 %64, label %19, label %39, !llvm.loop !46

65:                                               ; preds = %35, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @upper_triangle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %4, label %6, label %120

6:                                                ; preds = %3
  %7 = add nsw i32 %2, -1
  %8 = and i32 %2, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %46, label %10

10:                                               ; preds = %6
  %11 = and i32 %2, 2147483644
  %12 = add nuw i32 %2, 3
  %13 = and i32 %12, 3
  %14 = and i32 %2, 3
  %15 = add nuw i32 %2, 1
  %16 = and i32 %15, 3
  %17 = icmp eq i32 %8, 0
  %18 = icmp eq i32 %13, 0
  %19 = icmp eq i32 %14, 2
  %20 = icmp eq i32 %16, 0
  br label %21

21:                                               ; preds = %309, %10
  %22 = phi i32 [ 0, %10 ], [ %311, %309 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %310, %309 ]
  %24 = phi i32 [ 0, %10 ], [ %312, %309 ]
  %25 = sub i32 %7, %22
  %26 = mul nuw nsw i32 %22, %2
  br i1 %17, label %41, label %27

27:                                               ; preds = %21, %27
  %28 = phi i32 [ %38, %27 ], [ %22, %21 ]
  %29 = phi float [ %37, %27 ], [ %23, %21 ]
  %30 = phi i32 [ %39, %27 ], [ 0, %21 ]
  %31 = add nuw nsw i32 %28, %26
  %32 = shl nsw i32 %31, 5
  %33 = add nuw i32 %32, %5
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fadd contract float %29, %36
  %38 = add nuw nsw i32 %28, 1
  %39 = add i32 %30, 1
  %40 = icmp eq i32 %39, %8
  br i1 %40, label %41, label %27, !llvm.loop !47

41:                                               ; preds = %27, %21
  %42 = phi float [ poison, %21 ], [ %37, %27 ]
  %43 = phi i32 [ %22, %21 ], [ %38, %27 ]
  %44 = phi float [ %23, %21 ], [ %37, %27 ]
  %45 = icmp ult i32 %25, 3
  br i1 %45, label %128, label %314

46:                                               ; preds = %309, %6
  %47 = phi float [ poison, %6 ], [ %310, %309 ]
  %48 = phi i32 [ 0, %6 ], [ %311, %309 ]
  %49 = phi float [ 0.000000e+00, %6 ], [ %310, %309 ]
  %50 = icmp eq i32 %8, 0
  br i1 %50, label %120, label %51

51:                                               ; preds = %46, %115
  %52 = phi i32 [ %117, %115 ], [ %48, %46 ]
  %53 = phi float [ %116, %115 ], [ %49, %46 ]
  %54 = phi i32 [ %118, %115 ], [ 0, %46 ]
  %55 = sub i32 %2, %52
  %56 = sub i32 %7, %52
  %57 = mul nuw nsw i32 %52, %2
  %58 = and i32 %55, 3
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %74, label %60

60:                                               ; preds = %51, %60
  %61 = phi i32 [ %71, %60 ], [ %52, %51 ]
  %62 = phi float [ %70, %60 ], [ %53, %51 ]
  %63 = phi i32 [ %72, %60 ], [ 0, %51 ]
  %64 = add nuw nsw i32 %61, %57
  %65 = shl nsw i32 %64, 5
  %66 = add nuw i32 %65, %5
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !24
  %70 = fadd contract float %62, %69
  %71 = add nuw nsw i32 %61, 1
  %72 = add i32 %63, 1
  %73 = icmp eq i32 %72, %58
  br i1 %73, label %74, label %60, !llvm.loop !47

74:                                               ; preds = %60, %51
  %75 = phi float [ poison, %51 ], [ %70, %60 ]
  %76 = phi i32 [ %52, %51 ], [ %71, %60 ]
  %77 = phi float [ %53, %51 ], [ %70, %60 ]
  %78 = icmp ult i32 %56, 3
  br i1 %78, label %115, label %79

79:                                               ; preds = %74, %79
  %80 = phi i32 [ %113, %79 ], [ %76, %74 ]
  %81 = phi float [ %112, %79 ], [ %77, %74 ]
  %82 = add nuw nsw i32 %80, %57
  %83 = shl nsw i32 %82, 5
  %84 = add nuw i32 %83, %5
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !24
  %88 = fadd contract float %81, %87
  %89 = add nuw nsw i32 %80, 1
  %90 = add nuw nsw i32 %89, %57
  %91 = shl nsw i32 %90, 5
  %92 = add nuw i32 %91, %5
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !24
  %96 = fadd contract float %88, %95
  %97 = add nuw nsw i32 %80, 2
  %98 = add nuw nsw i32 %97, %57
  %99 = shl nsw i32 %98, 5
  %100 = add nuw i32 %99, %5
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %0, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !24
  %104 = fadd contract float %96, %103
  %105 = add nuw nsw i32 %80, 3
  %106 = add nuw nsw i32 %105, %57
  %107 = shl nsw i32 %106, 5
  %108 = add nuw i32 %107, %5
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !24
  %112 = fadd contract float %104, %111
  %113 = add nuw nsw i32 %80, 4
  %114 = icmp eq i32 %113, %2
  br i1 %114, label %115, label %79, !llvm.loop !48

115:                                              ; preds = %79, %74
  %116 = phi float [ %75, %74 ], [ %112, %79 ]
  %117 = add nuw nsw i32 %52, 1
  %118 = add i32 %54, 1
  %119 = icmp eq i32 %118, %8
  br i1 %119, label %120, label %51, !llvm.loop !49

120:                                              ; preds = %46, %115, %3
  %121 = phi float [ 0.000000e+00, %3 ], [ %47, %46 ], [ %116, %115 ]
  %122 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %123 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %124 = mul i32 %122, %123
  %125 = add i32 %124, %5
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr %1, i64 %126
  store float %121, ptr %127, align 4, !tbaa !24
  ret void

128:                                              ; preds = %314, %41
  %129 = phi float [ %42, %41 ], [ %347, %314 ]
  %130 = or disjoint i32 %22, 1
  %131 = sub i32 %7, %130
  %132 = mul nuw nsw i32 %130, %2
  br i1 %18, label %147, label %133

133:                                              ; preds = %128, %133
  %134 = phi i32 [ %144, %133 ], [ %130, %128 ]
  %135 = phi float [ %143, %133 ], [ %129, %128 ]
  %136 = phi i32 [ %145, %133 ], [ 0, %128 ]
  %137 = add nuw nsw i32 %134, %132
  %138 = shl nsw i32 %137, 5
  %139 = add nuw i32 %138, %5
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %0, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !24
  %143 = fadd contract float %135, %142
  %144 = add nuw nsw i32 %134, 1
  %145 = add i32 %136, 1
  %146 = icmp eq i32 %145, %13
  br i1 %146, label %147, label %133, !llvm.loop !47

147:                                              ; preds = %133, %128
  %148 = phi float [ poison, %128 ], [ %143, %133 ]
  %149 = phi i32 [ %130, %128 ], [ %144, %133 ]
  %150 = phi float [ %129, %128 ], [ %143, %133 ]
  %151 = icmp ult i32 %131, 3
  br i1 %151, label %188, label %152

152:                                              ; preds = %147, %152
  %153 = phi i32 [ %186, %152 ], [ %149, %147 ]
  %154 = phi float [ %185, %152 ], [ %150, %147 ]
  %155 = add nuw nsw i32 %153, %132
  %156 = shl nsw i32 %155, 5
  %157 = add nuw i32 %156, %5
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %0, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !24
  %161 = fadd contract float %154, %160
  %162 = add nuw nsw i32 %153, 1
  %163 = add nuw nsw i32 %162, %132
  %164 = shl nsw i32 %163, 5
  %165 = add nuw i32 %164, %5
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %0, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !24
  %169 = fadd contract float %161, %168
  %170 = add nuw nsw i32 %153, 2
  %171 = add nuw nsw i32 %170, %132
  %172 = shl nsw i32 %171, 5
  %173 = add nuw i32 %172, %5
  %174 = zext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !24
  %177 = fadd contract float %169, %176
  %178 = add nuw nsw i32 %153, 3
  %179 = add nuw nsw i32 %178, %132
  %180 = shl nsw i32 %179, 5
  %181 = add nuw i32 %180, %5
  %182 = zext i32 %181 to i64
  %183 = getelementptr inbounds float, ptr %0, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !24
  %185 = fadd contract float %177, %184
  %186 = add nuw nsw i32 %153, 4
  %187 = icmp eq i32 %186, %2
  br i1 %187, label %188, label %152, !llvm.loop !48

188:                                              ; preds = %152, %147
  %189 = phi float [ %148, %147 ], [ %185, %152 ]
  %190 = or disjoint i32 %22, 2
  %191 = sub i32 %7, %190
  %192 = mul nuw nsw i32 %190, %2
  br i1 %19, label %208, label %193

193:                                              ; preds = %188, %193
  %194 = phi i32 [ %204, %193 ], [ %190, %188 ]
  %195 = phi float [ %203, %193 ], [ %189, %188 ]
  %196 = phi i32 [ %205, %193 ], [ 0, %188 ]
  %197 = add nuw nsw i32 %194, %192
  %198 = shl nsw i32 %197, 5
  %199 = add nuw i32 %198, %5
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr %0, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !24
  %203 = fadd contract float %195, %202
  %204 = add nuw nsw i32 %194, 1
  %205 = add i32 %196, 1
  %206 = xor i32 %14, %205
  %207 = icmp eq i32 %206, 2
  br i1 %207, label %208, label %193, !llvm.loop !47

208:                                              ; preds = %193, %188
  %209 = phi float [ poison, %188 ], [ %203, %193 ]
  %210 = phi i32 [ %190, %188 ], [ %204, %193 ]
  %211 = phi float [ %189, %188 ], [ %203, %193 ]
  %212 = icmp ult i32 %191, 3
  br i1 %212, label %249, label %213

213:                                              ; preds = %208, %213
  %214 = phi i32 [ %247, %213 ], [ %210, %208 ]
  %215 = phi float [ %246, %213 ], [ %211, %208 ]
  %216 = add nuw nsw i32 %214, %192
  %217 = shl nsw i32 %216, 5
  %218 = add nuw i32 %217, %5
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds float, ptr %0, i64 %219
  %221 = load float, ptr %220, align 4, !tbaa !24
  %222 = fadd contract float %215, %221
  %223 = add nuw nsw i32 %214, 1
  %224 = add nuw nsw i32 %223, %192
  %225 = shl nsw i32 %224, 5
  %226 = add nuw i32 %225, %5
  %227 = zext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr %0, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !24
  %230 = fadd contract float %222, %229
  %231 = add nuw nsw i32 %214, 2
  %232 = add nuw nsw i32 %231, %192
  %233 = shl nsw i32 %232, 5
  %234 = add nuw i32 %233, %5
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %0, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !24
  %238 = fadd contract float %230, %237
  %239 = add nuw nsw i32 %214, 3
  %240 = add nuw nsw i32 %239, %192
  %241 = shl nsw i32 %240, 5
  %242 = add nuw i32 %241, %5
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds float, ptr %0, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !24
  %246 = fadd contract float %238, %245
  %247 = add nuw nsw i32 %214, 4
  %248 = icmp eq i32 %247, %2
  br i1 %248, label %249, label %213, !llvm.loop !48

249:                                              ; preds = %213, %208
  %250 = phi float [ %209, %208 ], [ %246, %213 ]
  %251 = or disjoint i32 %22, 3
  %252 = sub i32 %7, %251
  %253 = mul nuw nsw i32 %251, %2
  br i1 %20, label %268, label %254

254:                                              ; preds = %249, %254
  %255 = phi i32 [ %265, %254 ], [ %251, %249 ]
  %256 = phi float [ %264, %254 ], [ %250, %249 ]
  %257 = phi i32 [ %266, %254 ], [ 0, %249 ]
  %258 = add nuw nsw i32 %255, %253
  %259 = shl nsw i32 %258, 5
  %260 = add nuw i32 %259, %5
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr %0, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !24
  %264 = fadd contract float %256, %263
  %265 = add nuw nsw i32 %255, 1
  %266 = add i32 %257, 1
  %267 = icmp eq i32 %266, %16
  br i1 %267, label %268, label %254, !llvm.loop !47

268:                                              ; preds = %254, %249
  %269 = phi float [ poison, %249 ], [ %264, %254 ]
  %270 = phi i32 [ %251, %249 ], [ %265, %254 ]
  %271 = phi float [ %250, %249 ], [ %264, %254 ]
  %272 = icmp ult i32 %252, 3
  br i1 %272, label %309, label %273

273:                                              ; preds = %268, %273
  %274 = phi i32 [ %307, %273 ], [ %270, %268 ]
  %275 = phi float [ %306, %273 ], [ %271, %268 ]
  %276 = add nuw nsw i32 %274, %253
  %277 = shl nsw i32 %276, 5
  %278 = add nuw i32 %277, %5
  %279 = zext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr %0, i64 %279
  %281 = load float, ptr %280, align 4, !tbaa !24
  %282 = fadd contract float %275, %281
  %283 = add nuw nsw i32 %274, 1
  %284 = add nuw nsw i32 %283, %253
  %285 = shl nsw i32 %284, 5
  %286 = add nuw i32 %285, %5
  %287 = zext i32 %286 to i64
  %288 = getelementptr inbounds float, ptr %0, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !24
  %290 = fadd contract float %282, %289
  %291 = add nuw nsw i32 %274, 2
  %292 = add nuw nsw i32 %291, %253
  %293 = shl nsw i32 %292, 5
  %294 = add nuw i32 %293, %5
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr %0, i64 %295
  %297 = load float, ptr %296, align 4, !tbaa !24
  %298 = fadd contract float %290, %297
  %299 = add nuw nsw i32 %274, 3
  %300 = add nuw nsw i32 %299, %253
  %301 = shl nsw i32 %300, 5
  %302 = add nuw i32 %301, %5
  %303 = zext i32 %302 to i64
  %304 = getelementptr inbounds float, ptr %0, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !24
  %306 = fadd contract float %298, %305
  %307 = add nuw nsw i32 %274, 4
  %308 = icmp eq i32 %307, %2
  br i1 %308, label %309, label %273, !llvm.loop !48

309:                                              ; preds = %273, %268
  %310 = phi float [ %269, %268 ], [ %306, %273 ]
  %311 = add nuw nsw i32 %22, 4
  %312 = add i32 %24, 4
  %313 = icmp eq i32 %312, %11
  br i1 %313, label %46, label %21, !llvm.loop !50

314:                                              ; preds = %41, %314
  %315 = phi i32 [ %348, %314 ], [ %43, %41 ]
  %316 = phi float [ %347, %314 ], [ %44, %41 ]
  %317 = add nuw nsw i32 %315, %26
  %318 = shl nsw i32 %317, 5
  %319 = add nuw i32 %318, %5
  %320 = zext i32 %319 to i64
  %321 = getelementptr inbounds float, ptr %0, i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !24
  %323 = fadd contract float %316, %322
  %324 = add nuw nsw i32 %315, 1
  %325 = add nuw nsw i32 %324, %26
  %326 = shl nsw i32 %325, 5
  %327 = add nuw i32 %326, %5
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds float, ptr %0, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !24
  %331 = fadd contract float %323, %330
  %332 = add nuw nsw i32 %315, 2
  %333 = add nuw nsw i32 %332, %26
  %334 = shl nsw i32 %333, 5
  %335 = add nuw i32 %334, %5
  %336 = zext i32 %335 to i64
  %337 = getelementptr inbounds float, ptr %0, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !24
  %339 = fadd contract float %331, %338
  %340 = add nuw nsw i32 %315, 3
  %341 = add nuw nsw i32 %340, %26
  %342 = shl nsw i32 %341, 5
  %343 = add nuw i32 %342, %5
  %344 = zext i32 %343 to i64
  %345 = getelementptr inbounds float, ptr %0, i64 %344
  %346 = load float, ptr %345, align 4, !tbaa !24
  %347 = fadd contract float %339, %346
  %348 = add nuw nsw i32 %315, 4
  %349 = icmp eq i32 %348, %2
  br i1 %349, label %128, label %314, !llvm.loop !48
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tiled_matmul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = add i32 %11, %5
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 0
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tiled_matmulE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ]
  %56 = add nsw i32 %15, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %2, i64 %57
  store float %55, ptr %58, align 4, !tbaa !24
  ret void

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4
  %63 = add i32 %17, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  store float %66, ptr %20, align 4, !tbaa !24
  %67 = add nuw nsw i32 %62, %6
  %68 = mul nuw nsw i32 %67, %3
  %69 = add nsw i32 %68, %12
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !24
  store float %72, ptr %21, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %73 = load float, ptr %22, align 4, !tbaa !24
  %74 = load float, ptr %23, align 4, !tbaa !24
  %75 = fmul contract float %73, %74
  %76 = fadd contract float %61, %75
  %77 = load float, ptr %24, align 4, !tbaa !24
  %78 = load float, ptr %25, align 4, !tbaa !24
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %76, %79
  %81 = load float, ptr %26, align 4, !tbaa !24
  %82 = load float, ptr %27, align 4, !tbaa !24
  %83 = fmul contract float %81, %82
  %84 = fadd contract float %80, %83
  %85 = load float, ptr %28, align 4, !tbaa !24
  %86 = load float, ptr %29, align 4, !tbaa !24
  %87 = fmul contract float %85, %86
  %88 = fadd contract float %84, %87
  %89 = load float, ptr %30, align 4, !tbaa !24
  %90 = load float, ptr %31, align 4, !tbaa !24
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = load float, ptr %32, align 4, !tbaa !24
  %94 = load float, ptr %33, align 4, !tbaa !24
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr %34, align 4, !tbaa !24
  %98 = load float, ptr %35, align 4, !tbaa !24
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr %36, align 4, !tbaa !24
  %102 = load float, ptr %37, align 4, !tbaa !24
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr %38, align 4, !tbaa !24
  %106 = load float, ptr %39, align 4, !tbaa !24
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %40, align 4, !tbaa !24
  %110 = load float, ptr %41, align 4, !tbaa !24
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %42, align 4, !tbaa !24
  %114 = load float, ptr %43, align 4, !tbaa !24
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %44, align 4, !tbaa !24
  %118 = load float, ptr %45, align 4, !tbaa !24
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %46, align 4, !tbaa !24
  %122 = load float, ptr %47, align 4, !tbaa !24
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %48, align 4, !tbaa !24
  %126 = load float, ptr %49, align 4, !tbaa !24
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %50, align 4, !tbaa !24
  %130 = load float, ptr %51, align 4, !tbaa !24
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %52, align 4, !tbaa !24
  %134 = load float, ptr %53, align 4, !tbaa !24
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  tail call void @llvm.nvvm.barrier0()
  %137 = add nuw nsw i32 %60, 1
  %138 = icmp eq i32 %137, %13
  br i1 %138, label %54, label %59, !llvm.loop !51
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mat_vec(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %90

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %40

13:                                               ; preds = %11
  %14 = mul nsw i32 %9, %3
  %15 = and i32 %3, 3
  %16 = icmp ult i32 %3, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i32 %3, 2147483644
  br label %44

19:                                               ; preds = %44, %13
  %20 = phi float [ poison, %13 ], [ %86, %44 ]
  %21 = phi i32 [ 0, %13 ], [ %87, %44 ]
  %22 = phi float [ 0.000000e+00, %13 ], [ %86, %44 ]
  %23 = icmp eq i32 %15, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %37, %24 ], [ %21, %19 ]
  %26 = phi float [ %36, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %38, %24 ], [ 0, %19 ]
  %28 = add nsw i32 %25, %14
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !24
  %32 = zext nneg i32 %25 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !24
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %26, %35
  %37 = add nuw nsw i32 %25, 1
  %38 = add i32 %27, 1
  %39 = icmp eq i32 %38, %15
  br i1 %39, label %40, label %24, !llvm.loop !52

40:                                               ; preds = %19, %24, %11
  %41 = phi float [ 0.000000e+00, %11 ], [ %20, %19 ], [ %36, %24 ]
  %42 = sext i32 %9 to i64
  %43 = getelementptr inbounds float, ptr %2, i64 %42
  store float %41, ptr %43, align 4, !tbaa !24
  br label %90

44:                                               ; preds = %44, %17
  %45 = phi i32 [ 0, %17 ], [ %87, %44 ]
  %46 = phi float [ 0.000000e+00, %17 ], [ %86, %44 ]
  %47 = phi i32 [ 0, %17 ], [ %88, %44 ]
  %48 = add nsw i32 %45, %14
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !24
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !24
  %55 = fmul contract float %51, %54
  %56 = fadd contract float %46, %55
  %57 = or disjoint i32 %45, 1
  %58 = add nsw i32 %57, %14
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !24
  %62 = zext nneg i32 %57 to i64
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !24
  %65 = fmul contract float %61, %64
  %66 = fadd contract float %56, %65
  %67 = or disjoint i32 %45, 2
  %68 = add nsw i32 %67, %14
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !24
  %72 = zext nneg i32 %67 to i64
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !24
  %75 = fmul contract float %71, %74
  %76 = fadd contract float %66, %75
  %77 = or disjoint i32 %45, 3
  %78 = add nsw i32 %77, %14
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !24
  %82 = zext nneg i32 %77 to i64
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !24
  %85 = fmul contract float %81, %84
  %86 = fadd contract float %76, %85
  %87 = add nuw nsw i32 %45, 4
  %88 = add i32 %47, 4
  %89 = icmp eq i32 %88, %18
  br i1 %89, label %19, label %44, !llvm.loop !53

90:                                               ; preds = %40, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tree_reduce(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !24
  %11 = zext nneg i32 %3 to i64
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %11
  store float %10, ptr %12, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %13 = icmp ult i32 %5, 2
  br i1 %13, label %14, label %16

14:                                               ; preds = %27, %2
  %15 = icmp eq i32 %3, 0
  br i1 %15, label %29, label %33

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1
  %19 = icmp ult i32 %3, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !24
  %25 = load float, ptr %12, align 4, !tbaa !24
  %26 = fadd contract float %24, %25
  store float %26, ptr %12, align 4, !tbaa !24
  br label %27

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp ult i32 %17, 4
  br i1 %28, label %14, label %16, !llvm.loop !54

29:                                               ; preds = %14
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr addrspacecast (ptr addrspace(3) @partial to ptr), align 4, !tbaa !24
  store float %32, ptr %31, align 4, !tbaa !24
  br label %33

33:                                               ; preds = %29, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @early_exit(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %74

11:                                               ; preds = %4
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %11
  %14 = and i32 %3, 3
  %15 = icmp ult i32 %3, 4
  br i1 %15, label %18, label %16

16:                                               ; preds = %13
  %17 = and i32 %3, 2147483644
  br label %40

18:                                               ; preds = %40, %13
  %19 = phi float [ poison, %13 ], [ %70, %40 ]
  %20 = phi i32 [ 0, %13 ], [ %71, %40 ]
  %21 = phi float [ 0.000000e+00, %13 ], [ %70, %40 ]
  %22 = icmp eq i32 %14, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %33, %23 ], [ %20, %18 ]
  %25 = phi float [ %32, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %34, %23 ], [ 0, %18 ]
  %27 = mul nsw i32 %24, %2
  %28 = add nsw i32 %27, %9
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !24
  %32 = fadd contract float %25, %31
  %33 = add nuw nsw i32 %24, 1
  %34 = add i32 %26, 1
  %35 = icmp eq i32 %34, %14
  br i1 %35, label %36, label %23, !llvm.loop !55

36:                                               ; preds = %18, %23, %11
  %37 = phi float [ 0.000000e+00, %11 ], [ %19, %18 ], [ %32, %23 ]
  %38 = sext i32 %9 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  store float %37, ptr %39, align 4, !tbaa !24
  br label %74

40:                                               ; preds = %40, %16
  %41 = phi i32 [ 0, %16 ], [ %71, %40 ]
  %42 = phi float [ 0.000000e+00, %16 ], [ %70, %40 ]
  %43 = phi i32 [ 0, %16 ], [ %72, %40 ]
  %44 = mul nsw i32 %41, %2
  %45 = add nsw i32 %44, %9
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !24
  %49 = fadd contract float %42, %48
  %50 = or disjoint i32 %41, 1
  %51 = mul nsw i32 %50, %2
  %52 = add nsw i32 %51, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = fadd contract float %49, %55
  %57 = or disjoint i32 %41, 2
  %58 = mul nsw i32 %57, %2
  %59 = add nsw i32 %58, %9
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !24
  %63 = fadd contract float %56, %62
  %64 = or disjoint i32 %41, 3
  %65 = mul nsw i32 %64, %2
  %66 = add nsw i32 %65, %9
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !24
  %70 = fadd contract float %63, %69
  %71 = add nuw nsw i32 %41, 4
  %72 = add i32 %43, 4
  %73 = icmp eq i32 %72, %17
  br i1 %73, label %18, label %40, !llvm.loop !56

74:                                               ; preds = %4, %36
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @stride_triangle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %7, label %97

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %4, 32
  %9 = shl nuw nsw i32 %6, 2
  %10 = xor i32 %4, -1
  %11 = mul nsw i32 %6, -4
  %12 = add nuw nsw i32 %4, %6
  %13 = add nuw nsw i32 %12, 32
  %14 = shl nuw nsw i32 %6, 2
  %15 = sub nuw nsw i32 %10, %6
  %16 = mul nsw i32 %6, -4
  %17 = shl nuw nsw i32 %6, 1
  %18 = add nuw nsw i32 %4, %17
  %19 = add nuw nsw i32 %18, 32
  %20 = shl nuw nsw i32 %6, 2
  %21 = xor i32 %4, -1
  %22 = sub nuw nsw i32 %21, %17
  %23 = mul nsw i32 %6, -4
  %24 = mul nuw nsw i32 %6, 3
  %25 = add nuw nsw i32 %4, %24
  %26 = add nuw nsw i32 %25, 32
  %27 = shl nuw nsw i32 %6, 2
  %28 = xor i32 %4, -1
  %29 = sub nuw nsw i32 %28, %24
  %30 = mul nsw i32 %6, -4
  %31 = getelementptr i8, ptr %0, i64 128
  %32 = getelementptr i8, ptr %0, i64 256
  %33 = getelementptr i8, ptr %0, i64 384
  %34 = getelementptr i8, ptr %0, i64 128
  %35 = getelementptr i8, ptr %0, i64 256
  %36 = getelementptr i8, ptr %0, i64 384
  %37 = getelementptr i8, ptr %0, i64 128
  %38 = getelementptr i8, ptr %0, i64 256
  %39 = getelementptr i8, ptr %0, i64 384
  %40 = getelementptr i8, ptr %0, i64 128
  %41 = getelementptr i8, ptr %0, i64 256
  %42 = getelementptr i8, ptr %0, i64 384
  br label %43

43:                                               ; preds = %7, %236
  %44 = phi i32 [ 0, %7 ], [ %240, %236 ]
  %45 = phi i32 [ %4, %7 ], [ %238, %236 ]
  %46 = phi float [ 0.000000e+00, %7 ], [ %237, %236 ]
  %47 = mul i32 %27, %44
  %48 = add i32 %26, %47
  %49 = tail call i32 @llvm.smax.i32(i32 %2, i32 %48)
  %50 = mul i32 %30, %44
  %51 = add i32 %29, %50
  %52 = add i32 %49, %51
  %53 = lshr i32 %52, 5
  %54 = add nuw nsw i32 %53, 1
  %55 = mul i32 %20, %44
  %56 = add i32 %19, %55
  %57 = tail call i32 @llvm.smax.i32(i32 %2, i32 %56)
  %58 = mul i32 %23, %44
  %59 = add i32 %22, %58
  %60 = add i32 %57, %59
  %61 = lshr i32 %60, 5
  %62 = add nuw nsw i32 %61, 1
  %63 = mul i32 %14, %44
  %64 = add i32 %13, %63
  %65 = tail call i32 @llvm.smax.i32(i32 %2, i32 %64)
  %66 = mul i32 %16, %44
  %67 = add i32 %15, %66
  %68 = add i32 %65, %67
  %69 = lshr i32 %68, 5
  %70 = add nuw nsw i32 %69, 1
  %71 = mul i32 %9, %44
  %72 = add i32 %8, %71
  %73 = tail call i32 @llvm.smax.i32(i32 %2, i32 %72)
  %74 = mul i32 %11, %44
  %75 = add i32 %74, %10
  %76 = add i32 %73, %75
  %77 = lshr i32 %76, 5
  %78 = add nuw nsw i32 %77, 1
  %79 = and i32 %78, 3
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %92, label %81

81:                                               ; preds = %43, %81
  %82 = phi i32 [ %89, %81 ], [ %45, %43 ]
  %83 = phi float [ %88, %81 ], [ %46, %43 ]
  %84 = phi i32 [ %90, %81 ], [ 0, %43 ]
  %85 = sext i32 %82 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !24
  %88 = fadd contract float %83, %87
  %89 = add nsw i32 %82, 32
  %90 = add i32 %84, 1
  %91 = icmp eq i32 %90, %79
  br i1 %91, label %92, label %81, !llvm.loop !57

92:                                               ; preds = %81, %43
  %93 = phi i32 [ %45, %43 ], [ %89, %81 ]
  %94 = phi float [ %46, %43 ], [ %88, %81 ]
  %95 = phi float [ poison, %43 ], [ %88, %81 ]
  %96 = icmp ult i32 %76, 96
  br i1 %96, label %104, label %241

97:                                               ; preds = %104, %148, %192, %236, %3
  %98 = phi float [ 0.000000e+00, %3 ], [ %105, %104 ], [ %149, %148 ], [ %193, %192 ], [ %237, %236 ]
  %99 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %100 = mul i32 %99, %6
  %101 = add i32 %100, %4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %98, ptr %103, align 4, !tbaa !24
  ret void

104:                                              ; preds = %241, %92
  %105 = phi float [ %95, %92 ], [ %259, %241 ]
  %106 = add i32 %45, %6
  %107 = icmp slt i32 %106, %2
  br i1 %107, label %108, label %97, !llvm.loop !58

108:                                              ; preds = %104
  %109 = and i32 %70, 3
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %122, label %111

111:                                              ; preds = %108, %111
  %112 = phi i32 [ %119, %111 ], [ %106, %108 ]
  %113 = phi float [ %118, %111 ], [ %105, %108 ]
  %114 = phi i32 [ %120, %111 ], [ 0, %108 ]
  %115 = sext i32 %112 to i64
  %116 = getelementptr inbounds float, ptr %0, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !24
  %118 = fadd contract float %113, %117
  %119 = add nsw i32 %112, 32
  %120 = add i32 %114, 1
  %121 = icmp eq i32 %120, %109
  br i1 %121, label %122, label %111, !llvm.loop !59

122:                                              ; preds = %111, %108
  %123 = phi i32 [ %106, %108 ], [ %119, %111 ]
  %124 = phi float [ %105, %108 ], [ %118, %111 ]
  %125 = phi float [ poison, %108 ], [ %118, %111 ]
  %126 = icmp ult i32 %68, 96
  br i1 %126, label %148, label %127

127:                                              ; preds = %122, %127
  %128 = phi i32 [ %146, %127 ], [ %123, %122 ]
  %129 = phi float [ %145, %127 ], [ %124, %122 ]
  %130 = sext i32 %128 to i64
  %131 = getelementptr inbounds float, ptr %0, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !24
  %133 = fadd contract float %129, %132
  %134 = sext i32 %128 to i64
  %135 = getelementptr float, ptr %34, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !24
  %137 = fadd contract float %133, %136
  %138 = sext i32 %128 to i64
  %139 = getelementptr float, ptr %35, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !24
  %141 = fadd contract float %137, %140
  %142 = sext i32 %128 to i64
  %143 = getelementptr float, ptr %36, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !24
  %145 = fadd contract float %141, %144
  %146 = add nsw i32 %128, 128
  %147 = icmp slt i32 %146, %2
  br i1 %147, label %127, label %148, !llvm.loop !60

148:                                              ; preds = %127, %122
  %149 = phi float [ %125, %122 ], [ %145, %127 ]
  %150 = add i32 %106, %6
  %151 = icmp slt i32 %150, %2
  br i1 %151, label %152, label %97, !llvm.loop !58

152:                                              ; preds = %148
  %153 = and i32 %62, 3
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %166, label %155

155:                                              ; preds = %152, %155
  %156 = phi i32 [ %163, %155 ], [ %150, %152 ]
  %157 = phi float [ %162, %155 ], [ %149, %152 ]
  %158 = phi i32 [ %164, %155 ], [ 0, %152 ]
  %159 = sext i32 %156 to i64
  %160 = getelementptr inbounds float, ptr %0, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !24
  %162 = fadd contract float %157, %161
  %163 = add nsw i32 %156, 32
  %164 = add i32 %158, 1
  %165 = icmp eq i32 %164, %153
  br i1 %165, label %166, label %155, !llvm.loop !61

166:                                              ; preds = %155, %152
  %167 = phi i32 [ %150, %152 ], [ %163, %155 ]
  %168 = phi float [ %149, %152 ], [ %162, %155 ]
  %169 = phi float [ poison, %152 ], [ %162, %155 ]
  %170 = icmp ult i32 %60, 96
  br i1 %170, label %192, label %171

171:                                              ; preds = %166, %171
  %172 = phi i32 [ %190, %171 ], [ %167, %166 ]
  %173 = phi float [ %189, %171 ], [ %168, %166 ]
  %174 = sext i32 %172 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !24
  %177 = fadd contract float %173, %176
  %178 = sext i32 %172 to i64
  %179 = getelementptr float, ptr %37, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !24
  %181 = fadd contract float %177, %180
  %182 = sext i32 %172 to i64
  %183 = getelementptr float, ptr %38, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !24
  %185 = fadd contract float %181, %184
  %186 = sext i32 %172 to i64
  %187 = getelementptr float, ptr %39, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !24
  %189 = fadd contract float %185, %188
  %190 = add nsw i32 %172, 128
  %191 = icmp slt i32 %190, %2
  br i1 %191, label %171, label %192, !llvm.loop !62

192:                                              ; preds = %171, %166
  %193 = phi float [ %169, %166 ], [ %189, %171 ]
  %194 = add i32 %150, %6
  %195 = icmp slt i32 %194, %2
  br i1 %195, label %196, label %97, !llvm.loop !58

196:                                              ; preds = %192
  %197 = and i32 %54, 3
  %198 = icmp eq i32 %197, 0
  br i1 %198, label %210, label %199

199:                                              ; preds = %196, %199
  %200 = phi i32 [ %207, %199 ], [ %194, %196 ]
  %201 = phi float [ %206, %199 ], [ %193, %196 ]
  %202 = phi i32 [ %208, %199 ], [ 0, %196 ]
  %203 = sext i32 %200 to i64
  %204 = getelementptr inbounds float, ptr %0, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !24
  %206 = fadd contract float %201, %205
  %207 = add nsw i32 %200, 32
  %208 = add i32 %202, 1
  %209 = icmp eq i32 %208, %197
  br i1 %209, label %210, label %199, !llvm.loop !63

210:                                              ; preds = %199, %196
  %211 = phi i32 [ %194, %196 ], [ %207, %199 ]
  %212 = phi float [ %193, %196 ], [ %206, %199 ]
  %213 = phi float [ poison, %196 ], [ %206, %199 ]
  %214 = icmp ult i32 %52, 96
  br i1 %214, label %236, label %215

215:                                              ; preds = %210, %215
  %216 = phi i32 [ %234, %215 ], [ %211, %210 ]
  %217 = phi float [ %233, %215 ], [ %212, %210 ]
  %218 = sext i32 %216 to i64
  %219 = getelementptr inbounds float, ptr %0, i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !24
  %221 = fadd contract float %217, %220
  %222 = sext i32 %216 to i64
  %223 = getelementptr float, ptr %40, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !24
  %225 = fadd contract float %221, %224
  %226 = sext i32 %216 to i64
  %227 = getelementptr float, ptr %41, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !24
  %229 = fadd contract float %225, %228
  %230 = sext i32 %216 to i64
  %231 = getelementptr float, ptr %42, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !24
  %233 = fadd contract float %229, %232
  %234 = add nsw i32 %216, 128
  %235 = icmp slt i32 %234, %2
  br i1 %235, label %215, label %236, !llvm.loop !64

236:                                              ; preds = %215, %210
  %237 = phi float [ %213, %210 ], [ %233, %215 ]
  %238 = add i32 %194, %6
  %239 = icmp slt i32 %238, %2
  %240 = add i32 %44, 1
  br i1 %239, label %43, label %97, !llvm.loop !65

241:                                              ; preds = %92, %241
  %242 = phi i32 [ %260, %241 ], [ %93, %92 ]
  %243 = phi float [ %259, %241 ], [ %94, %92 ]
  %244 = sext i32 %242 to i64
  %245 = getelementptr inbounds float, ptr %0, i64 %244
  %246 = load float, ptr %245, align 4, !tbaa !24
  %247 = fadd contract float %243, %246
  %248 = sext i32 %242 to i64
  %249 = getelementptr float, ptr %31, i64 %248
  %250 = load float, ptr %249, align 4, !tbaa !24
  %251 = fadd contract float %247, %250
  %252 = sext i32 %242 to i64
  %253 = getelementptr float, ptr %32, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !24
  %255 = fadd contract float %251, %254
  %256 = sext i32 %242 to i64
  %257 = getelementptr float, ptr %33, i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !24
  %259 = fadd contract float %255, %258
  %260 = add nsw i32 %242, 128
  %261 = icmp slt i32 %260, %2
  br i1 %261, label %241, label %104, !llvm.loop !66
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_steps(ptr nocapture noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = add i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !24
  %10 = zext nneg i32 %2 to i64
  %11 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buffer to ptr), i64 0, i64 %10
  store float %9, ptr %11, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp ugt i32 %4, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %23, %1
  %14 = load float, ptr %11, align 4, !tbaa !24
  store float %14, ptr %8, align 4, !tbaa !24
  ret void

15:                                               ; preds = %1, %23
  %16 = phi i32 [ %27, %23 ], [ 1, %1 ]
  %17 = icmp ult i32 %2, %16
  br i1 %17, label %23, label %18

18:                                               ; preds = %15
  %19 = sub i32 %2, %16
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buffer to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !24
  br label %23

23:                                               ; preds = %15, %18
  %24 = phi contract float [ %22, %18 ], [ 0.000000e+00, %15 ]
  tail call void @llvm.nvvm.barrier0()
  %25 = load float, ptr %11, align 4, !tbaa !24
  %26 = fadd contract float %24, %25
  store float %26, ptr %11, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier0()
  %27 = shl i32 %16, 1
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %15, label %13, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @rows_cols(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %13

8:                                                ; preds = %5
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %4
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  br label %14

13:                                               ; preds = %18, %65, %112, %159, %5
  ret void

14:                                               ; preds = %159, %8
  %15 = phi i32 [ %6, %8 ], [ %160, %159 ]
  br i1 %10, label %16, label %18

16:                                               ; preds = %14
  %17 = mul nsw i32 %15, %4
  br label %162

18:                                               ; preds = %162, %173, %183, %193, %14
  %19 = add i32 %15, %12
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %13, !llvm.loop !68

21:                                               ; preds = %18
  br i1 %10, label %22, label %65

22:                                               ; preds = %21
  %23 = mul nsw i32 %19, %4
  br label %24

24:                                               ; preds = %55, %22
  %25 = phi i32 [ %9, %22 ], [ %63, %55 ]
  %26 = add nsw i32 %25, %23
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !24
  %30 = load float, ptr %1, align 4, !tbaa !24
  %31 = fmul contract float %29, %30
  %32 = getelementptr inbounds float, ptr %2, i64 %27
  store float %31, ptr %32, align 4, !tbaa !24
  %33 = add i32 %25, %11
  %34 = icmp slt i32 %33, %4
  br i1 %34, label %35, label %65, !llvm.loop !69

35:                                               ; preds = %24
  %36 = add nsw i32 %33, %23
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !24
  %40 = load float, ptr %1, align 4, !tbaa !24
  %41 = fmul contract float %39, %40
  %42 = getelementptr inbounds float, ptr %2, i64 %37
  store float %41, ptr %42, align 4, !tbaa !24
  %43 = add i32 %33, %11
  %44 = icmp slt i32 %43, %4
  br i1 %44, label %45, label %65, !llvm.loop !69

45:                                               ; preds = %35
  %46 = add nsw i32 %43, %23
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !24
  %50 = load float, ptr %1, align 4, !tbaa !24
  %51 = fmul contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 %47
  store float %51, ptr %52, align 4, !tbaa !24
  %53 = add i32 %43, %11
  %54 = icmp slt i32 %53, %4
  br i1 %54, label %55, label %65, !llvm.loop !69

55:                                               ; preds = %45
  %56 = add nsw i32 %53, %23
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !24
  %60 = load float, ptr %1, align 4, !tbaa !24
  %61 = fmul contract float %59, %60
  %62 = getelementptr inbounds float, ptr %2, i64 %57
  store float %61, ptr %62, align 4, !tbaa !24
  %63 = add i32 %53, %11
  %64 = icmp slt i32 %63, %4
  br i1 %64, label %24, label %65, !llvm.loop !70

65:                                               ; preds = %24, %35, %45, %55, %21
  %66 = add i32 %19, %12
  %67 = icmp slt i32 %66, %3
  br i1 %67, label %68, label %13, !llvm.loop !68

68:                                               ; preds = %65
  br i1 %10, label %69, label %112

69:                                               ; preds = %68
  %70 = mul nsw i32 %66, %4
  br label %71

71:                                               ; preds = %102, %69
  %72 = phi i32 [ %9, %69 ], [ %110, %102 ]
  %73 = add nsw i32 %72, %70
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !24
  %77 = load float, ptr %1, align 4, !tbaa !24
  %78 = fmul contract float %76, %77
  %79 = getelementptr inbounds float, ptr %2, i64 %74
  store float %78, ptr %79, align 4, !tbaa !24
  %80 = add i32 %72, %11
  %81 = icmp slt i32 %80, %4
  br i1 %81, label %82, label %112, !llvm.loop !69

82:                                               ; preds = %71
  %83 = add nsw i32 %80, %70
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !24
  %87 = load float, ptr %1, align 4, !tbaa !24
  %88 = fmul contract float %86, %87
  %89 = getelementptr inbounds float, ptr %2, i64 %84
  store float %88, ptr %89, align 4, !tbaa !24
  %90 = add i32 %80, %11
  %91 = icmp slt i32 %90, %4
  br i1 %91, label %92, label %112, !llvm.loop !69

92:                                               ; preds = %82
  %93 = add nsw i32 %90, %70
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !24
  %97 = load float, ptr %1, align 4, !tbaa !24
  %98 = fmul contract float %96, %97
  %99 = getelementptr inbounds float, ptr %2, i64 %94
  store float %98, ptr %99, align 4, !tbaa !24
  %100 = add i32 %90, %11
  %101 = icmp slt i32 %100, %4
  br i1 %101, label %102, label %112, !llvm.loop !69

102:                                              ; preds = %92
  %103 = add nsw i32 %100, %70
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %0, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !24
  %107 = load float, ptr %1, align 4, !tbaa !24
  %108 = fmul contract float %106, %107
  %109 = getelementptr inbounds float, ptr %2, i64 %104
  store float %108, ptr %109, align 4, !tbaa !24
  %110 = add i32 %100, %11
  %111 = icmp slt i32 %110, %4
  br i1 %111, label %71, label %112, !llvm.loop !70

112:                                              ; preds = %71, %82, %92, %102, %68
  %113 = add i32 %66, %12
  %114 = icmp slt i32 %113, %3
  br i1 %114, label %115, label %13, !llvm.loop !68

115:                                              ; preds = %112
  br i1 %10, label %116, label %159

116:                                              ; preds = %115
  %117 = mul nsw i32 %113, %4
  br label %118

118:                                              ; preds = %149, %116
  %119 = phi i32 [ %9, %116 ], [ %157, %149 ]
  %120 = add nsw i32 %119, %117
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !24
  %124 = load float, ptr %1, align 4, !tbaa !24
  %125 = fmul contract float %123, %124
  %126 = getelementptr inbounds float, ptr %2, i64 %121
  store float %125, ptr %126, align 4, !tbaa !24
  %127 = add i32 %119, %11
  %128 = icmp slt i32 %127, %4
  br i1 %128, label %129, label %159, !llvm.loop !69

129:                                              ; preds = %118
  %130 = add nsw i32 %127, %117
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %0, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !24
  %134 = load float, ptr %1, align 4, !tbaa !24
  %135 = fmul contract float %133, %134
  %136 = getelementptr inbounds float, ptr %2, i64 %131
  store float %135, ptr %136, align 4, !tbaa !24
  %137 = add i32 %127, %11
  %138 = icmp slt i32 %137, %4
  br i1 %138, label %139, label %159, !llvm.loop !69

139:                                              ; preds = %129
  %140 = add nsw i32 %137, %117
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr %0, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !24
  %144 = load float, ptr %1, align 4, !tbaa !24
  %145 = fmul contract float %143, %144
  %146 = getelementptr inbounds float, ptr %2, i64 %141
  store float %145, ptr %146, align 4, !tbaa !24
  %147 = add i32 %137, %11
  %148 = icmp slt i32 %147, %4
  br i1 %148, label %149, label %159, !llvm.loop !69

149:                                              ; preds = %139
  %150 = add nsw i32 %147, %117
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %0, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !24
  %154 = load float, ptr %1, align 4, !tbaa !24
  %155 = fmul contract float %153, %154
  %156 = getelementptr inbounds float, ptr %2, i64 %151
  store float %155, ptr %156, align 4, !tbaa !24
  %157 = add i32 %147, %11
  %158 = icmp slt i32 %157, %4
  br i1 %158, label %118, label %159, !llvm.loop !70

159:                                              ; preds = %118, %129, %139, %149, %115
  %160 = add i32 %113, %12
  %161 = icmp slt i32 %160, %3
  br i1 %161, label %14, label %13, !llvm.loop !71

162:                                              ; preds = %193, %16
  %163 = phi i32 [ %9, %16 ], [ %201, %193 ]
  %164 = add nsw i32 %163, %17
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %0, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !24
  %168 = load float, ptr %1, align 4, !tbaa !24
  %169 = fmul contract float %167, %168
  %170 = getelementptr inbounds float, ptr %2, i64 %165
  store float %169, ptr %170, align 4, !tbaa !24
  %171 = add i32 %163, %11
  %172 = icmp slt i32 %171, %4
  br i1 %172, label %173, label %18, !llvm.loop !69

173:                                              ; preds = %162
  %174 = add nsw i32 %171, %17
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr %0, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !24
  %178 = load float, ptr %1, align 4, !tbaa !24
  %179 = fmul contract float %177, %178
  %180 = getelementptr inbounds float, ptr %2, i64 %175
  store float %179, ptr %180, align 4, !tbaa !24
  %181 = add i32 %171, %11
  %182 = icmp slt i32 %181, %4
  br i1 %182, label %183, label %18, !llvm.loop !69

183:                                              ; preds = %173
  %184 = add nsw i32 %181, %17
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr %0, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !24
  %188 = load float, ptr %1, align 4, !tbaa !24
  %189 = fmul contract float %187, %188
  %190 = getelementptr inbounds float, ptr %2, i64 %185
  store float %189, ptr %190, align 4, !tbaa !24
  %191 = add i32 %181, %11
  %192 = icmp slt i32 %191, %4
  br i1 %192, label %193, label %18, !llvm.loop !69

193:                                              ; preds = %183
  %194 = add nsw i32 %191, %17
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds float, ptr %0, i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !24
  %198 = load float, ptr %1, align 4, !tbaa !24
  %199 = fmul contract float %197, %198
  %200 = getelementptr inbounds float, ptr %2, i64 %195
  store float %199, ptr %200, align 4, !tbaa !24
  %201 = add i32 %191, %11
  %202 = icmp slt i32 %201, %4
  br i1 %202, label %162, label %18, !llvm.loop !70
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4polyPKffi(ptr nocapture noundef readonly %0, float noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = and i32 %2, 3
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i32 %2, 2147483644
  br label %29

10:                                               ; preds = %29, %5
  %11 = phi float [ poison, %5 ], [ %55, %29 ]
  %12 = phi i32 [ 0, %5 ], [ %56, %29 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %55, %29 ]
  %14 = icmp eq i32 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %24, %15 ], [ %12, %10 ]
  %17 = phi float [ %23, %15 ], [ %13, %10 ]
  %18 = phi i32 [ %25, %15 ], [ 0, %10 ]
  %19 = fmul contract float %17, %1
  %20 = zext nneg i32 %16 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !24
  %23 = fadd contract float %19, %22
  %24 = add nuw nsw i32 %16, 1
  %25 = add i32 %18, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !72

27:                                               ; preds = %10, %15, %3
  %28 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %23, %15 ]
  ret float %28

29:                                               ; preds = %29, %8
  %30 = phi i32 [ 0, %8 ], [ %56, %29 ]
  %31 = phi float [ 0.000000e+00, %8 ], [ %55, %29 ]
  %32 = phi i32 [ 0, %8 ], [ %57, %29 ]
  %33 = fmul contract float %31, %1
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !24
  %37 = fadd contract float %33, %36
  %38 = or disjoint i32 %30, 1
  %39 = fmul contract float %37, %1
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !24
  %43 = fadd contract float %39, %42
  %44 = or disjoint i32 %30, 2
  %45 = fmul contract float %43, %1
  %46 = zext nneg i32 %44 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !24
  %49 = fadd contract float %45, %48
  %50 = or disjoint i32 %30, 3
  %51 = fmul contract float %49, %1
  %52 = zext nneg i32 %50 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !24
  %55 = fadd contract float %51, %54
  %56 = add nuw nsw i32 %30, 4
  %57 = add i32 %32, 4
  %58 = icmp eq i32 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @call_poly(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !24
  %13 = tail call contract noundef float @_Z4polyPKffi(ptr noundef %0, float noundef %12, i32 noundef %3) #9
  %14 = getelementptr inbounds float, ptr %2, i64 %10
  store float %13, ptr %14, align 4, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z9depth_sumPKii(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -2
  %6 = lshr i32 %5, 1
  %7 = add nuw i32 %6, 1
  %8 = and i32 %7, 7
  %9 = icmp ult i32 %5, 14
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = and i32 %7, -8
  br label %35

12:                                               ; preds = %35, %4
  %13 = phi i32 [ poison, %4 ], [ %62, %35 ]
  %14 = phi i32 [ poison, %4 ], [ %63, %35 ]
  %15 = phi i32 [ %1, %4 ], [ %62, %35 ]
  %16 = phi i32 [ 0, %4 ], [ %63, %35 ]
  %17 = icmp eq i32 %8, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %12, %18
  %19 = phi i32 [ %24, %18 ], [ %15, %12 ]
  %20 = phi i32 [ %25, %18 ], [ %16, %12 ]
  %21 = phi i32 [ %26, %18 ], [ 0, %12 ]
  %22 = add nsw i32 %19, -1
  %23 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %22) #9
  %24 = add nsw i32 %19, -2
  %25 = add nsw i32 %23, %20
  %26 = add i32 %21, 1
  %27 = icmp eq i32 %26, %8
  br i1 %27, label %28, label %18, !llvm.loop !74

28:                                               ; preds = %12, %18, %2
  %29 = phi i32 [ 0, %2 ], [ %14, %12 ], [ %25, %18 ]
  %30 = phi i32 [ %1, %2 ], [ %13, %12 ], [ %24, %18 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !75
  %34 = add nsw i32 %33, %29
  ret i32 %34

35:                                               ; preds = %35, %10
  %36 = phi i32 [ %1, %10 ], [ %62, %35 ]
  %37 = phi i32 [ 0, %10 ], [ %63, %35 ]
  %38 = phi i32 [ 0, %10 ], [ %64, %35 ]
  %39 = add nsw i32 %36, -1
  %40 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %39) #9
  %41 = add nsw i32 %40, %37
  %42 = add nsw i32 %36, -3
  %43 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %42) #9
  %44 = add nsw i32 %43, %41
  %45 = add nsw i32 %36, -5
  %46 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %45) #9
  %47 = add nsw i32 %46, %44
  %48 = add nsw i32 %36, -7
  %49 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %48) #9
  %50 = add nsw i32 %49, %47
  %51 = add nsw i32 %36, -9
  %52 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %51) #9
  %53 = add nsw i32 %52, %50
  %54 = add nsw i32 %36, -11
  %55 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %54) #9
  %56 = add nsw i32 %55, %53
  %57 = add nsw i32 %36, -13
  %58 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %57) #9
  %59 = add nsw i32 %58, %56
  %60 = add nsw i32 %36, -15
  %61 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %60) #9
  %62 = add nsw i32 %36, -16
  %63 = add nsw i32 %61, %59
  %64 = add i32 %38, 8
  %65 = icmp eq i32 %64, %11
  br i1 %65, label %12, label %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @call_recursive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @_Z9depth_sumPKii(ptr noundef %0, i32 noundef %2) #9
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  store i32 %4, ptr %7, align 4, !tbaa !75
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @spmv_csr(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %98

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !75
  %17 = getelementptr i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !75
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %47

20:                                               ; preds = %13
  %21 = sub i32 %18, %16
  %22 = and i32 %21, 3
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %38, %24 ], [ %16, %20 ]
  %26 = phi float [ %37, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %39, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !24
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !75
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !24
  %36 = fmul contract float %30, %35
  %37 = fadd contract float %26, %36
  %38 = add nsw i32 %25, 1
  %39 = add i32 %27, 1
  %40 = icmp eq i32 %39, %22
  br i1 %40, label %41, label %24, !llvm.loop !77

41:                                               ; preds = %24, %20
  %42 = phi float [ poison, %20 ], [ %37, %24 ]
  %43 = phi i32 [ %16, %20 ], [ %38, %24 ]
  %44 = phi float [ 0.000000e+00, %20 ], [ %37, %24 ]
  %45 = sub i32 %16, %18
  %46 = icmp ugt i32 %45, -4
  br i1 %46, label %47, label %50

47:                                               ; preds = %41, %50, %13
  %48 = phi float [ 0.000000e+00, %13 ], [ %42, %41 ], [ %95, %50 ]
  %49 = getelementptr inbounds float, ptr %4, i64 %14
  store float %48, ptr %49, align 4, !tbaa !24
  br label %98

50:                                               ; preds = %41, %50
  %51 = phi i32 [ %96, %50 ], [ %43, %41 ]
  %52 = phi float [ %95, %50 ], [ %44, %41 ]
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = getelementptr inbounds i32, ptr %1, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !75
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !24
  %61 = fmul contract float %55, %60
  %62 = fadd contract float %52, %61
  %63 = add nsw i32 %51, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %2, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !24
  %67 = getelementptr inbounds i32, ptr %1, i64 %64
  %68 = load i32, ptr %67, align 4, !tbaa !75
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %3, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !24
  %72 = fmul contract float %66, %71
  %73 = fadd contract float %62, %72
  %74 = add nsw i32 %51, 2
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !24
  %78 = getelementptr inbounds i32, ptr %1, i64 %75
  %79 = load i32, ptr %78, align 4, !tbaa !75
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !24
  %83 = fmul contract float %77, %82
  %84 = fadd contract float %73, %83
  %85 = add nsw i32 %51, 3
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !24
  %89 = getelementptr inbounds i32, ptr %1, i64 %86
  %90 = load i32, ptr %89, align 4, !tbaa !75
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %3, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !24
  %94 = fmul contract float %88, %93
  %95 = fadd contract float %84, %94
  %96 = add nsw i32 %51, 4
  %97 = icmp eq i32 %96, %18
  br i1 %97, label %47, label %50, !llvm.loop !78

98:                                               ; preds = %47, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21, !22}
!nvvmir.version = !{!23}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @grid_stride, !"kernel", i32 1}
!5 = !{ptr @stage_tile, !"kernel", i32 1}
!6 = !{ptr @naive_dgemm, !"kernel", i32 1}
!7 = !{ptr @pointer_ne, !"kernel", i32 1}
!8 = !{ptr @countdown, !"kernel", i32 1}
!9 = !{ptr @prefix_naive, !"kernel", i32 1}
!10 = !{ptr @upper_triangle, !"kernel", i32 1}
!11 = !{ptr @tiled_matmul, !"kernel", i32 1}
!12 = !{ptr @mat_vec, !"kernel", i32 1}
!13 = !{ptr @tree_reduce, !"kernel", i32 1}
!14 = !{ptr @early_exit, !"kernel", i32 1}
!15 = !{ptr @stride_triangle, !"kernel", i32 1}
!16 = !{ptr @scan_steps, !"kernel", i32 1}
!17 = !{ptr @rows_cols, !"kernel", i32 1}
!18 = !{ptr @call_poly, !"kernel", i32 1}
!19 = !{ptr @call_recursive, !"kernel", i32 1}
!20 = !{ptr @spmv_csr, !"kernel", i32 1}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!23 = !{i32 2, i32 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = distinct !{!28, !29, !30}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.count", i32 4}
!31 = distinct !{!31, !29, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33, !29, !30}
!34 = distinct !{!34, !29, !30}
!35 = distinct !{!35, !29, !32}
!36 = distinct !{!36, !29, !32}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !26, i64 0}
!39 = distinct !{!39, !32}
!40 = distinct !{!40, !29, !32}
!41 = distinct !{!41, !32}
!42 = distinct !{!42, !29, !32}
!43 = distinct !{!43, !32}
!44 = distinct !{!44, !29, !32}
!45 = distinct !{!45, !32}
!46 = distinct !{!46, !29, !32}
!47 = distinct !{!47, !32}
!48 = distinct !{!48, !29, !32}
!49 = distinct !{!49, !32}
!50 = distinct !{!50, !29, !32}
!51 = distinct !{!51, !29, !30}
!52 = distinct !{!52, !32}
!53 = distinct !{!53, !29, !32}
!54 = distinct !{!54, !29}
!55 = distinct !{!55, !32}
!56 = distinct !{!56, !29, !32}
!57 = distinct !{!57, !32}
!58 = distinct !{!58, !29, !30}
!59 = distinct !{!59, !32}
!60 = distinct !{!60, !29, !32}
!61 = distinct !{!61, !32}
!62 = distinct !{!62, !29, !32}
!63 = distinct !{!63, !32}
!64 = distinct !{!64, !29, !32}
!65 = distinct !{!65, !29, !32}
!66 = distinct !{!66, !29, !32}
!67 = distinct !{!67, !29}
!68 = distinct !{!68, !29, !30}
!69 = distinct !{!69, !29, !30}
!70 = distinct !{!70, !29, !32}
!71 = distinct !{!71, !29, !32}
!72 = distinct !{!72, !32}
!73 = distinct !{!73, !29, !32}
!74 = distinct !{!74, !32}
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !26, i64 0}
!77 = distinct !{!77, !32}
!78 = distinct !{!78, !29}
