; Botmat installer for Windows (NSIS 3, Unicode). Compile through make_installer.py, which passes:
;   VERSION   the pyproject version, e.g. 0.1.0        VERSION4  the same as four numbers, 0.1.0.0
;   SRCDIR    the PyInstaller folder (dist\botmat)     OUTFILE   the installer to write
;   ICON      optional .ico (build\icons\botmat.ico)
; Installs for all users under Program Files, adds a Start menu entry (and, if chosen, a desktop
; shortcut) and an uninstaller; the player's saves under %LOCALAPPDATA%\Botmat are never touched.

Unicode true
SetCompressor /SOLID lzma
ManifestDPIAware true

!ifndef VERSION
  !error "VERSION is not defined: run make_installer.py"
!endif
!ifndef VERSION4
  !error "VERSION4 is not defined: run make_installer.py"
!endif
!ifndef SRCDIR
  !error "SRCDIR is not defined: run make_installer.py"
!endif
!ifndef OUTFILE
  !define OUTFILE "Botmat-${VERSION}-setup.exe"
!endif

!define APPNAME "Botmat"
!define EXENAME "botmat.exe"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Botmat"

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"

Name "${APPNAME} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APPNAME}"
InstallDirRegKey HKLM "Software\${APPNAME}" "InstallDir"
RequestExecutionLevel admin
BrandingText "${APPNAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APPNAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APPNAME} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "The Botmat authors"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXENAME}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The app's three languages; the installer picks the system's one.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "Ukrainian"

LangString DESC_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString DESC_DESKTOP ${LANG_POLISH} "Skrót na pulpicie"
LangString DESC_DESKTOP ${LANG_UKRAINIAN} "Ярлик на робочому столі"
LangString NEED_X64 ${LANG_ENGLISH} "Botmat needs 64-bit Windows 10 or newer."
LangString NEED_X64 ${LANG_POLISH} "Botmat wymaga 64-bitowego systemu Windows 10 lub nowszego."
LangString NEED_X64 ${LANG_UKRAINIAN} "Botmat потребує 64-бітної Windows 10 або новішої."

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "$(NEED_X64)"
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all  ; shortcuts for every user, matching the all-users install
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Section "Botmat" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A previous version's files go first, so no stale module of an old bundle survives an update.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SRCDIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${APPNAME}.lnk" "$INSTDIR\${EXENAME}"

  WriteRegStr HKLM "Software\${APPNAME}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayName" "${APPNAME}"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTKEY}" "Publisher" "The Botmat authors"
  WriteRegStr HKLM "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\${EXENAME}"
  WriteRegStr HKLM "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKLM "${UNINSTKEY}" "EstimatedSize" "$0"
SectionEnd

Section "$(DESC_DESKTOP)" SecDesktop
  CreateShortCut "$DESKTOP\${APPNAME}.lnk" "$INSTDIR\${EXENAME}"
SectionEnd

Section "Uninstall"
  ; Only what the installer put there: a folder the player chose may hold other files.
  Delete "$SMPROGRAMS\${APPNAME}.lnk"
  Delete "$DESKTOP\${APPNAME}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXENAME}"
  Delete "$INSTDIR\botmat-console.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTKEY}"
  DeleteRegKey HKLM "Software\${APPNAME}"
SectionEnd
