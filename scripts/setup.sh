#!/usr/bin/env bash
# Everything a fresh machine lacks: Debian packages (when root with apt-get) and the npm packages.
# Used by `npm run setup` (the README's first commands) and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the project needs. The list grows with the issues that need them (chromium for
# end-to-end tests). espeak-ng speaks the demo audio and the pronunciations CMUdict lacks; ffmpeg and
# the DejaVu font make the explanation video; pocketsphinx (with its US English model) scores speech,
# with numpy for the phone classifier beside it (server/scoring/pocketsphinx/phone_classifier.py) and
# Debian's OpenBLAS, single-threaded, for its matrix products (Debian's default reference BLAS took 56 ms a
# reading where OpenBLAS takes 10; single-threaded because each worker process already has a core).
APT_PACKAGES=(chromium espeak-ng ffmpeg fonts-dejavu-core fonts-noto-cjk pocketsphinx pocketsphinx-en-us python3-pocketsphinx python3-numpy libopenblas0-serial)

node_major_minor=$(node -p 'process.versions.node.split(".").slice(0, 2).join(".")')
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)'; then
  echo "setup: Node.js >= 20.19 is required (found ${node_major_minor})" >&2
  exit 1
fi

if [ "${#APT_PACKAGES[@]}" -gt 0 ]; then
  missing=()
  for package in "${APT_PACKAGES[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
      echo "setup: installing Debian packages: ${missing[*]}"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    else
      # Not root: carry on. The server still starts; without them it makes no demo audio or video and
      # its scoring socket answers ENGINE_UNAVAILABLE. The tests of those parts need them.
      echo "setup: not root, so these Debian packages were not installed: ${missing[*]}" >&2
      echo "setup: install them with: sudo apt-get install ${missing[*]}" >&2
    fi
  fi
fi

if [ package-lock.json -nt node_modules/.package-lock.json ] || [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
else
  echo "setup: npm packages are up to date"
fi

# The word lookup's fallback dictionary (ECDICT, built once into .cache/dictionary; issue 16). Without
# network it says so and the server still starts (the lookup then knows the curated list and CMUdict).
npx tsx scripts/build-dictionary.ts || echo "setup: dictionary not built; lookups use the curated list and CMUdict only" >&2
# The pronunciations of the school words and the 20,000 most frequent ones, made once with eSpeak NG
# (about 12 s on 2 cores); without it each is made on a first lookup.
npx tsx scripts/build-pronunciations.ts || echo "setup: pronunciations not made; lookups make them on demand" >&2
