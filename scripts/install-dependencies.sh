#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages this project needs, and only those missing.
# Safe to run repeatedly; uses sudo when not root.
set -euo pipefail

packages=(
  pkg-config
  libpango1.0-dev libcairo2-dev libharfbuzz-dev libfontconfig-dev libdeflate-dev libjpeg-dev
  librsvg2-dev libpoppler-glib-dev  # PDF and SVG image sets
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-materialdesignicons-webfont fonts-dejavu-core
  fonts-jetbrains-mono fonts-crosextra-caladea fonts-quicksand  # .monospaced, .serif, .rounded
  chromium  # the real-browser test (Tests/BrowserTests)
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fc-cache -f >/dev/null 2>&1 || true
