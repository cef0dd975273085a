	.text
	.globl	add3
	.type	add3,@function
	.p2align	4
add3:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB0_0:
	mov %rdi,%rax
	add %rsi,%rax
	add %rdx,%rax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	add3, .-add3
	.globl	hello
	.type	hello,@function
	.p2align	4
hello:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB1_0:
	lea .L.str(%rip),%rdi
	call puts@PLT
	addq $1,counter(%rip)
	xor %eax,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	hello, .-hello
	.globl	pick
	.type	pick,@function
	.p2align	4
pick:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB2_0:
	cmp $3,%rdi
	jbe .LBB2_2
.LBB2_1:
	mov $-1,%rax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_restore_state
.LBB2_2:
	lea .LJT2_0(%rip),%rcx
	movslq (%rcx,%rdi,4),%r11
	add %r11,%rcx
	jmp *%rcx
.LBB2_3:
	mov $1,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_restore_state
.LBB2_4:
	mov $0xB,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_restore_state
.LBB2_5:
	mov $0x15,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_restore_state
.LBB2_6:
	mov $0x1F,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.p2align	2
.LJT2_0:
	.long	.LBB2_3-.LJT2_0
	.long	.LBB2_4-.LJT2_0
	.long	.LBB2_5-.LJT2_0
	.long	.LBB2_6-.LJT2_0
	.size	pick, .-pick
	.globl	spilly
	.type	spilly,@function
	.p2align	4
spilly:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
	push %rbx
	.cfi_offset %rbx, -24
	push %r12
	.cfi_offset %r12, -32
	sub $0x30,%rsp
.LBB3_0:
	mov %rdi,%rbx
	mov %rsi,%r12
	mov %rbx,-0x40(%rbp)
	mov -0x40(%rbp),%r11
	mov %r11,-0x30(%rbp)
	mov %r12,-0x38(%rbp)
	movaps %xmm0,-0x20(%rbp)
	movaps -0x20(%rbp),%xmm1
	mov -0x30(%rbp),%rcx
	mov %rcx,%rax
	mov -0x38(%rbp),%rdx
	add %rdx,%rax
	lea -0x10(%rbp),%rsp
	pop %r12
	pop %rbx
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	spilly, .-spilly
	.globl	kiln_frame
	.type	kiln_frame,@function
	.p2align	4
kiln_frame:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
	push %rbx
	.cfi_offset %rbx, -24
	sub $8,%rsp
.LBB4_0:
	mov %rdi,%rbx
	call c_probe@PLT
	add %rbx,%rax
	lea -8(%rbp),%rsp
	pop %rbx
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	kiln_frame, .-kiln_frame
	.globl	aligned_probe
	.type	aligned_probe,@function
	.p2align	4
aligned_probe:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
	push %rbx
	.cfi_offset %rbx, -24
	sub $0x68,%rsp
	and $-0x20,%rsp
.LBB5_0:
	movq $3,(%rsp)
	mov %rdi,%rbx
	lea 0x20(%rsp),%rdi
	call *%rbx
	mov (%rsp),%rax
	lea -8(%rbp),%rsp
	pop %rbx
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	aligned_probe, .-aligned_probe
	.type	kiln_ctor,@function
	.p2align	4
kiln_ctor:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB6_0:
	addq $0xA,counter(%rip)
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	kiln_ctor, .-kiln_ctor
	.globl	read_ext
	.hidden	read_ext
	.type	read_ext,@function
	.p2align	4
read_ext:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB7_0:
	mov ext_var@GOTPCREL(%rip),%rax
	mov (%rax),%rax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	read_ext, .-read_ext
	.weak	weak_fn
	.type	weak_fn,@function
	.p2align	4
weak_fn:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB8_0:
	mov $7,%eax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	weak_fn, .-weak_fn
	.globl	arg7
	.type	arg7,@function
	.p2align	4
arg7:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
.LBB9_0:
	mov 0x10(%rbp),%rax
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	arg7, .-arg7
	.globl	call_arg7
	.type	call_arg7,@function
	.p2align	4
call_arg7:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
	sub $0x10,%rsp
.LBB10_0:
	mov %rdi,(%rsp)
	mov $0,%edi
	mov $1,%esi
	mov $2,%edx
	mov $3,%ecx
	mov $4,%r8d
	mov $5,%r9d
	call arg7@PLT
	mov %rbp,%rsp
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	call_arg7, .-call_arg7
	.globl	big_frame
	.type	big_frame,@function
	.p2align	4
big_frame:
	.cfi_startproc
	push %rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	mov %rsp,%rbp
	.cfi_def_cfa_register %rbp
	mov $0x100,%r11d
	sub $0x1000,%rsp
	orq $0,(%rsp)
	dec %r11
	jne .-15
.LBB11_0:
	mov %rdi,-0x100000(%rbp)
	mov %rdi,-8(%rbp)
	mov -0x100000(%rbp),%rax
	add -8(%rbp),%rax
	mov %rbp,%rsp
	pop %rbp
	.cfi_remember_state
	.cfi_def_cfa %rsp, 8
	ret
	.cfi_endproc
	.size	big_frame, .-big_frame
	.section	.rodata
	.type	.L.str,@object
	.p2align	0
.L.str:
	.byte	104,101,108,108,111,32,102,114,111,109,32,107,105,108,110,0
	.size	.L.str, 16
	.section	.data.rel.ro,"aw"
	.globl	ro_ptr
	.type	ro_ptr,@object
	.p2align	3
ro_ptr:
	.quad	.L.str+6
	.size	ro_ptr, 8
	.data
	.globl	counter
	.type	counter,@object
	.p2align	3
counter:
	.byte	5,0,0,0,0,0,0,0
	.size	counter, 8
	.globl	table_ptr
	.type	table_ptr,@object
	.p2align	3
table_ptr:
	.quad	counter
	.size	table_ptr, 8
	.bss
	.globl	zeros
	.type	zeros,@object
	.p2align	4
zeros:
	.zero	64
	.size	zeros, 64
	.section	.init_array,"aw"
	.p2align	3
	.quad	kiln_ctor
	.section	.note.GNU-stack,"",@progbits
