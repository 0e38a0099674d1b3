#!/usr/bin/env bash
# Sets up what is missing, builds the wasm module and serves the game on
# http://127.0.0.1:8080/ (PORT=... to change it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run --silent build
exec node scripts/serve.mjs
