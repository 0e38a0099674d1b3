#!/usr/bin/env bash
# Installs what building and testing need, skipping whatever is already
# present at the right version. Only package registries are used: Debian's
# apt, crates.io, rustup's target downloads and npm. Nothing downloads a
# browser or a prebuilt binary from anywhere else.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "setup: adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v wasm-pack >/dev/null 2>&1; then
  echo "setup: cargo install wasm-pack"
  cargo install wasm-pack
fi

# wasm-pack must find a wasm-bindgen CLI of exactly the library's version,
# or it builds (or downloads) its own.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/"/, "", $3); print $3; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  echo "setup: cargo install wasm-bindgen-cli $bindgen_version"
  cargo install wasm-bindgen-cli --version "=$bindgen_version"
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
