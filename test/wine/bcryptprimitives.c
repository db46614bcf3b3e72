/*
 * A stand-in for bcryptprimitives.dll, for testing under Wine versions
 * that lack it (Debian's Wine 8). Go's Windows runtime loads ProcessPrng
 * from it at start and stops with "bcryptprimitives.dll not found"
 * without it. This ProcessPrng fills the buffer from advapi32's
 * RtlGenRandom (exported as SystemFunction036). Built into a temporary
 * Wine prefix by scripts/windows-check.sh; it is never packaged.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	/* RtlGenRandom takes a 32-bit length: a larger request goes in parts. */
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
