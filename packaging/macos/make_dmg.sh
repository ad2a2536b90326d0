#!/usr/bin/env bash
# Builds dist/Botmat-<version>-macos-<arch>.dmg from dist/Botmat.app with hdiutil (macOS only).
# Run `packaging/build.py bundle` on a Mac first. The image opens to the app and an Applications
# link, so installing is one drag. Unsigned: see docs/packaging.md for signing and notarising.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
command -v hdiutil >/dev/null || { echo "hdiutil not found: .dmg images are built on macOS only" >&2; exit 2; }
VERSION=$("$PY" packaging/buildinfo.py version)
DMG="dist/$("$PY" packaging/buildinfo.py dmg)"
APP=dist/Botmat.app
[ -d "$APP" ] || { echo "$APP is missing: run packaging/build.py bundle first" >&2; exit 1; }
# The bundle must carry the pyproject version, or the image would be misnamed.
PLIST_VERSION=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist")
[ "$PLIST_VERSION" = "$VERSION" ] || { echo "Info.plist says $PLIST_VERSION, pyproject $VERSION" >&2; exit 1; }
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Botmat $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "dmg: $DMG ($(du -h "$DMG" | cut -f1))"
