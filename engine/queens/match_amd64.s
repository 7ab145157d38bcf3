#include "textflag.h"

// Both kernels: func(ups, low []uint64) uint64. ARGS loads the slices
// (DI and R8: ups; SI and R9: low), zeroes the result in DX and goes to
// done when low is empty; SUM adds the four lanes of Y2 into DX.
#define ARGS \
	MOVQ ups_base+0(FP), DI; \
	MOVQ ups_len+8(FP), R8; \
	MOVQ low_base+24(FP), SI; \
	MOVQ low_len+32(FP), R9; \
	XORQ DX, DX; \
	TESTQ R9, R9; \
	JZ done

#define SUM \
	VEXTRACTI128 $1, Y2, X3; \
	VPADDQ X3, X2, X2; \
	VPSHUFD $0x4E, X2, X3; \
	VPADDQ X3, X2, X2; \
	VMOVQ X2, DX; \
	VZEROUPPER

// func matchAVX2(ups, low []uint64) uint64
//
// For each upper filling u, broadcast to Y0 with its weight in Y3, the
// lower fillings are taken four at a time: VPCMPEQQ makes the lane of
// each that shares no line with u all ones, which keeps the weight, and
// Y2 sums the weights lane by lane. len(low) is a multiple of 4.
TEXT ·matchAVX2(SB), NOSPLIT, $0-56
	ARGS
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	MOVQ $15, AX
	VMOVQ AX, X6
	VPBROADCASTQ X6, Y6

upper:
	TESTQ R8, R8
	JZ sum
	VPBROADCASTQ (DI), Y0
	VPSRLQ $40, Y0, Y3
	VPAND Y6, Y3, Y3
	MOVQ SI, BX
	MOVQ R9, CX

lower:
	VPAND (BX), Y0, Y4
	VPCMPEQQ Y1, Y4, Y4
	VPAND Y3, Y4, Y4
	VPADDQ Y4, Y2, Y2
	ADDQ $32, BX
	SUBQ $4, CX
	JNZ lower
	ADDQ $8, DI
	DECQ R8
	JMP upper

sum:
	SUM

done:
	MOVQ DX, ret+48(FP)
	RET

// func matchAVX512(ups, low []uint64) uint64
//
// matchAVX2 eight lower fillings at a time: VPTESTNMQ marks in K1 the
// lanes that share no line with u, and the weights are added in those
// lanes only. len(low) is a multiple of 8.
TEXT ·matchAVX512(SB), NOSPLIT, $0-56
	ARGS
	VPXORQ Z2, Z2, Z2
	MOVQ $15, AX
	VPBROADCASTQ AX, Z6

upper:
	TESTQ R8, R8
	JZ sum
	VPBROADCASTQ (DI), Z0
	VPSRLQ $40, Z0, Z3
	VPANDQ Z6, Z3, Z3
	MOVQ SI, BX
	MOVQ R9, CX

lower:
	VPTESTNMQ (BX), Z0, K1
	VPADDQ Z3, Z2, K1, Z2
	ADDQ $64, BX
	SUBQ $8, CX
	JNZ lower
	ADDQ $8, DI
	DECQ R8
	JMP upper

sum:
	VEXTRACTI64X4 $1, Z2, Y3
	VPADDQ Y3, Y2, Y2
	SUM

done:
	MOVQ DX, ret+48(FP)
	RET
