#!/usr/bin/env bash
# Debian packages the .deb build and its smoke test need; installed only when missing, as root.
set -euo pipefail
# icu-devtools, binutils and gcc rebuild ICU's data without the parts Qt never reads (icu_data.py).
tools=(dpkg-dev patchelf lintian desktop-file-utils xvfb xauth nsis icu-devtools binutils gcc)
# Libraries the bundle links: dpkg-shlibdeps must find each one to compute Depends.
libs=(libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
      libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libegl1 libgl1
      libfontconfig1 libdbus-1-3 libwayland-client0 libwayland-cursor0 libwayland-egl1)
missing=()
for pkg in "${tools[@]}" "${libs[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing build dependencies: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  # Not fatal: without lintian or nsis the build skips those checks and says so; without
  # dpkg-dev the .deb step stops with its own message.
  echo "missing Debian packages (install them as root): ${missing[*]}" >&2
fi
