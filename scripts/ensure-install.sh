#!/bin/sh
# Installs the workspace's packages when the lock file is newer than the last install (or there is none).
# Keeps `npm start` and `npm test` one command each on a fresh clone, and fast on the second run.
set -e
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ ! -x node_modules/.bin/node ]; then
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
