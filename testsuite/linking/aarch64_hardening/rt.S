// A freestanding runtime for the BTI program: static glibc has no landing pads, so the
// program brings its own entry, write, exit, memcpy, memset, setjmp and longjmp, each a
// BTI landing pad, and marks its object BTI and PAC.
	.text
	.globl	_start
	.type	_start, %function
_start:
	bti	c
	mov	x29, #0
	mov	x30, #0
	bl	main
	mov	x8, #93
	svc	#0

	.globl	sys_write
	.type	sys_write, %function
sys_write:
	bti	c
	mov	x8, #64
	svc	#0
	ret

	.globl	memcpy
	.type	memcpy, %function
memcpy:
	bti	c
	mov	x3, x0
	cbz	x2, 2f
1:	ldrb	w4, [x1], #1
	strb	w4, [x3], #1
	subs	x2, x2, #1
	b.ne	1b
2:	ret

	.globl	memset
	.type	memset, %function
memset:
	bti	c
	mov	x3, x0
	cbz	x2, 2f
1:	strb	w1, [x3], #1
	subs	x2, x2, #1
	b.ne	1b
2:	ret

// setjmp: x19-x30, sp and d8-d15; returns 0.
	.globl	my_setjmp
	.type	my_setjmp, %function
my_setjmp:
	bti	c
	stp	x19, x20, [x0, #0]
	stp	x21, x22, [x0, #16]
	stp	x23, x24, [x0, #32]
	stp	x25, x26, [x0, #48]
	stp	x27, x28, [x0, #64]
	stp	x29, x30, [x0, #80]
	mov	x16, sp
	str	x16, [x0, #96]
	stp	d8, d9, [x0, #104]
	stp	d10, d11, [x0, #120]
	stp	d12, d13, [x0, #136]
	stp	d14, d15, [x0, #152]
	mov	w0, #0
	ret

// longjmp: back with `br x30`, which needs a `bti j` where setjmp returned.
	.globl	my_longjmp
	.type	my_longjmp, %function
my_longjmp:
	bti	c
	ldp	x19, x20, [x0, #0]
	ldp	x21, x22, [x0, #16]
	ldp	x23, x24, [x0, #32]
	ldp	x25, x26, [x0, #48]
	ldp	x27, x28, [x0, #64]
	ldp	x29, x30, [x0, #80]
	ldr	x16, [x0, #96]
	mov	sp, x16
	ldp	d8, d9, [x0, #104]
	ldp	d10, d11, [x0, #120]
	ldp	d12, d13, [x0, #136]
	ldp	d14, d15, [x0, #152]
	mov	w0, w1
	br	x30

	.section .note.gnu.property, "a"
	.balign	8
	.long	4, 16, 5
	.asciz	"GNU"
	.long	0xc0000000, 4, 3, 0
	.section .note.GNU-stack, "", %progbits
