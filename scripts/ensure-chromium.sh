#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium in its headless shell (the benchmarks, the full
# browser), and read pages in Chinese, Japanese and Korean, which need a CJK font to render (and
# to lay out as on a phone). Install what is missing (as root, with apt-get); otherwise stop with
# a message that names the packages.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || [ -x /usr/lib/chromium/chromium ] || missing+=(chromium)
[ -n "${E2E_CHROMIUM:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] ||
  missing+=(chromium-headless-shell)
fc-list ':lang=zh-tw' 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the end-to-end tests: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The end-to-end tests need Debian's packages: ${missing[*]}." >&2
echo "Install them with: sudo apt-get install ${missing[*]}" >&2
exit 1
