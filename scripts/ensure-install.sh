#!/bin/sh
# Installs the workspace's packages when the lock file is newer than the last install (or there is none).
# Keeps `npm start` and `npm test` one command each on a fresh clone, and fast on the second run.
set -e
cd "$(dirname "$0")/.."
# onnxruntime-node would download extra binaries at install: the CPU build inside its package is enough.
export ONNXRUNTIME_NODE_INSTALL=skip ONNXRUNTIME_NODE_INSTALL_CUDA=skip
marker=node_modules/.package-lock.json
if [ -f "$marker" ] && [ ! package-lock.json -nt "$marker" ] && [ -x node_modules/.bin/node ]; then exit 0; fi

# The install runs on the Node the project pins (package.json devDependency `node`), so that packages'
# engine checks and install scripts see the Node they will run on. On a machine whose own Node is another
# version, that Node's binary package is fetched once from the registry into .node/ first.
want=$(node -p "require('./package.json').devDependencies.node")
if [ "$(node -v)" != "v$want" ]; then
  pkg=$(node -p "(process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node') + '-' + process.platform + '-' + process.arch")
  if [ ! -x ".node/node_modules/$pkg/bin/node" ]; then
    mkdir -p .node
    npm install --prefix .node --no-save --no-package-lock --silent "$pkg@$want"
  fi
  PATH="$PWD/.node/node_modules/$pkg/bin:$PATH"
  export PATH
fi
if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
