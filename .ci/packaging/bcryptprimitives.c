/*
 * A stand-in for Windows' bcryptprimitives.dll, for running the Windows
 * build under Wine 8 in CI: Go's Windows runtime (1.22 and later) takes its
 * random bytes from ProcessPrng, which that DLL exports on Windows 10 and
 * later but Wine 8 does not have, so without it the program stops before
 * main. This one answers from RtlGenRandom (advapi32's SystemFunction036),
 * which Wine has. The real Windows never loads it: it goes only into the
 * Wine prefix that .ci/packaging/wine-prefix makes.
 *
 * x86_64-w64-mingw32-gcc -shared -O2 -s -o bcryptprimitives.dll \
 *     bcryptprimitives.c bcryptprimitives.def -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* ProcessPrng fills data with len random bytes; it always returns TRUE on
 * Windows, and here does unless RtlGenRandom fails. */
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
