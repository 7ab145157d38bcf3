//go:build windows

package main

import (
	"os"
	"syscall"
)

// The Windows program is built for the GUI subsystem (fyne package
// --release links it with -H windowsgui), so that a double-click opens its
// window and no console with it. The price is that Windows gives it no
// console: typed in cmd.exe or PowerShell, "backtracklab.exe serve" (or
// version, queens -n 8) printed nowhere. useParentConsole, called before a
// command runs, writes standard output and error to the console of the
// shell that started the program instead.
//
// Two things it cannot change, which a console program would not have: the
// shell does not wait for a GUI program, so its prompt comes back at once
// and the command's lines follow it (cmd.exe: start /wait
// backtracklab.exe …, PowerShell: … | Out-Host, wait for the end); and
// standard input is not taken from the console, which the shell goes on
// reading.

// attachParentProcess is ATTACH_PARENT_PROCESS, (DWORD)-1: the console of
// the process that started this one.
const attachParentProcess = ^uint32(0)

var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	procAttachConsole = kernel32.NewProc("AttachConsole")
	procSetStdHandle  = kernel32.NewProc("SetStdHandle")
)

// useParentConsole points standard output and standard error, each that
// goes nowhere, at the console of the parent process, when it has one. One
// that goes somewhere already (redirected to a file or a pipe: "> out.txt",
// "| more", or under Wine, which hands the program its terminal) is left
// alone, and so is everything when the parent has no console (Explorer).
func useParentConsole() {
	out := goesNowhere(syscall.STD_OUTPUT_HANDLE)
	errOut := goesNowhere(syscall.STD_ERROR_HANDLE)
	if !out && !errOut {
		return
	}
	// ERROR_ACCESS_DENIED: the program has a console already, which is
	// as good (Wine gives a GUI program its parent's).
	if r, _, e := procAttachConsole.Call(uintptr(attachParentProcess)); r == 0 && e != syscall.ERROR_ACCESS_DENIED {
		return // the parent has no console (Explorer)
	}
	if out {
		if f := openConsole(syscall.STD_OUTPUT_HANDLE); f != nil {
			os.Stdout = f
		}
	}
	if errOut {
		if f := openConsole(syscall.STD_ERROR_HANDLE); f != nil {
			os.Stderr = f
		}
	}
}

// goesNowhere reports whether the standard handle std is missing or not a
// file, pipe or console: what a GUI program started from a console has.
func goesNowhere(std int) bool {
	h, err := syscall.GetStdHandle(std)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return true
	}
	t, err := syscall.GetFileType(h)
	return err != nil || t == syscall.FILE_TYPE_UNKNOWN
}

// openConsole opens the attached console's screen buffer for writing and
// makes it the standard handle std too, so that what the runtime writes
// there itself (a panic's trace) shows as well. It returns nil when the
// console cannot be opened.
func openConsole(std int) *os.File {
	name, err := syscall.UTF16PtrFromString("CONOUT$")
	if err != nil {
		return nil
	}
	h, err := syscall.CreateFile(name, syscall.GENERIC_READ|syscall.GENERIC_WRITE,
		syscall.FILE_SHARE_READ|syscall.FILE_SHARE_WRITE, nil, syscall.OPEN_EXISTING, 0, 0)
	if err != nil {
		return nil
	}
	procSetStdHandle.Call(uintptr(uint32(std)), uintptr(h)) // the file works without it: its result does not matter
	return os.NewFile(uintptr(h), "CONOUT$")
}
