#!/usr/bin/env bash
# Sets up what is missing, then runs every check and test: formatting and
# lints (Rust and JavaScript), native Rust tests, the wasm API in headless
# Chromium, and the page end to end with Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy -D warnings (native and wasm32; wasm32 without the solver too, as the page's wasm is built)"
cargo clippy --workspace --all-targets --quiet -- -D warnings
cargo clippy -p freecell --target wasm32-unknown-unknown --all-targets --quiet -- -D warnings
cargo clippy -p freecell --target wasm32-unknown-unknown --no-default-features --quiet -- -D warnings
step "eslint"
npm run --silent lint

step "native Rust tests (optimised, with overflow checks and debug assertions)"
# The optimised profile keeps the solver's tests quick; the checks catch
# arithmetic that wraps and the solver's own consistency assertions, which
# a plain release build leaves out.
cargo test --workspace --profile release-native \
  --config profile.release-native.overflow-checks=true \
  --config profile.release-native.debug-assertions=true

step "wasm API in headless Chromium (wasm-pack test --headless --chrome)"
log=$(mktemp)
wasm-pack test --headless --chrome crate 2>&1 | tee "$log"
# wasm-pack exits 0 even when it skips a browser suite: make sure it ran.
if ! grep -Eq '^test result: ok\. [1-9][0-9]* passed.*' <(sed -n '/Running headless tests/,/^test result/p' "$log"); then
  echo "the browser tests did not run" >&2
  exit 1
fi
rm -f "$log"

step "build the page's wasm (the rules) and the solver workers' (with the solver)"
npm run --silent build
node scripts/check-types.mjs

step "the catalogues: each language with English's messages and variables"
node scripts/check-locales.mjs

step "the page's pure modules (node --test)"
node --test tests/unit/

step "page end to end (Playwright, Debian's Chromium)"
npx playwright test
