; Hand-written LLVM IR laid out as clang -O2 often does: the loop's exit block before its body.
; Execution order is entry, body (looped), exit: the store comes after the loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @order(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %body

exit:
  store float %sum.next, ptr addrspace(1) %out, align 4
  ret void

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %body ]
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %sum.next = fadd float %sum, %v
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %body, label %exit
}
