#!/usr/bin/env bash
# The one entry for a newcomer and for CI: prepares the machine, then runs an npm script.
#   bash scripts/run.sh demo   # the reference site and a browser with Inplace loaded
#   bash scripts/run.sh test   # every test: types, unit, site, builds, lint, both browsers
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
source scripts/setup.sh
inplace_setup_node
inplace_setup_browsers
inplace_setup_dependencies
exec npm run "${1:-test}" -- "${@:2}"
