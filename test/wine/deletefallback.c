/*
 * Built into the bcryptprimitives stand-in, for testing under Wine 8 only.
 *
 * Go's os.RemoveAll on Windows deletes each file with
 * NtSetInformationFile(FileDispositionInformationEx), which Windows has
 * had since Windows 10 1607. An older Windows answers
 * STATUS_INVALID_INFO_CLASS and Go falls back to the older
 * FileDispositionInformation. Wine 8 answers STATUS_NOT_IMPLEMENTED
 * instead, which Go takes for a failure ("Invalid function"), so that
 * every test's temporary folder fails to go away at the test's end.
 *
 * When Go's runtime loads this DLL at start, before any of its packages
 * looks up NtSetInformationFile, DllMain points the executable's imports
 * of GetProcAddress at a wrapper that hands out, for that one name, a
 * wrapper of NtSetInformationFile that answers for Wine as an older
 * Windows would. Everything else goes straight through. A file another
 * handle holds open without sharing deletion still cannot be deleted,
 * as on Windows.
 */
#include <windows.h>
#include <string.h>

#define FILE_DISPOSITION_INFORMATION_EX_CLASS 64
#define NOT_IMPLEMENTED ((LONG)0xC0000002)
#define INVALID_INFO_CLASS ((LONG)0xC0000003)

typedef LONG(WINAPI *setinfo_fn)(HANDLE, PVOID, PVOID, ULONG, ULONG);
typedef FARPROC(WINAPI *getproc_fn)(HMODULE, LPCSTR);

static setinfo_fn real_setinfo;
static getproc_fn real_getproc;

static LONG WINAPI setinfo(HANDLE h, PVOID io, PVOID info, ULONG len, ULONG cls)
{
	LONG status = real_setinfo(h, io, info, len, cls);
	if (cls == FILE_DISPOSITION_INFORMATION_EX_CLASS && status == NOT_IMPLEMENTED)
		return INVALID_INFO_CLASS;
	return status;
}

static FARPROC WINAPI getproc(HMODULE m, LPCSTR name)
{
	FARPROC p = real_getproc(m, name);
	/* A name below 64K is an ordinal, not a string. */
	if (p != NULL && (ULONG_PTR)name > 0xffff && strcmp(name, "NtSetInformationFile") == 0) {
		real_setinfo = (setinfo_fn)p;
		return (FARPROC)setinfo;
	}
	return p;
}

/* patch_imports replaces every import slot of the executable that holds
 * GetProcAddress: Go's runtime and its syscall package import it apart. */
static void patch_imports(void)
{
	BYTE *base = (BYTE *)GetModuleHandleW(NULL);
	IMAGE_NT_HEADERS *nt = (IMAGE_NT_HEADERS *)(base + ((IMAGE_DOS_HEADER *)base)->e_lfanew);
	IMAGE_DATA_DIRECTORY dir = nt->OptionalHeader.DataDirectory[IMAGE_DIRECTORY_ENTRY_IMPORT];
	IMAGE_IMPORT_DESCRIPTOR *imp;
	if (dir.VirtualAddress == 0)
		return;
	real_getproc = (getproc_fn)GetProcAddress(GetModuleHandleW(L"kernel32.dll"), "GetProcAddress");
	for (imp = (IMAGE_IMPORT_DESCRIPTOR *)(base + dir.VirtualAddress); imp->Name != 0; imp++) {
		ULONG_PTR *slot;
		for (slot = (ULONG_PTR *)(base + imp->FirstThunk); *slot != 0; slot++) {
			DWORD old;
			if (*slot != (ULONG_PTR)real_getproc)
				continue;
			if (VirtualProtect(slot, sizeof *slot, PAGE_READWRITE, &old)) {
				*slot = (ULONG_PTR)getproc;
				VirtualProtect(slot, sizeof *slot, old, &old);
			}
		}
	}
}

BOOL WINAPI DllMain(HINSTANCE dll, DWORD reason, LPVOID reserved)
{
	(void)dll;
	(void)reserved;
	if (reason == DLL_PROCESS_ATTACH)
		patch_imports();
	return TRUE;
}
