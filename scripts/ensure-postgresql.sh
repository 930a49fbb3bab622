#!/usr/bin/env bash
# The tests of written data on a real PostgreSQL start Debian's server, a cluster of their own
# (server/test/postgres-server.ts), as the end-to-end run does for its last worker's server
# (e2e/e2e-postgres.ts). Install it if missing (as root, with apt-get); otherwise stop
# with a message that names the package. Only its programs are used: a cluster the package
# starts is left alone.
set -euo pipefail

ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL for the tests of written data: postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package also tries to start a cluster of its own, which fails where no init system
  # runs; the tests need its programs only, so what counts is that they are there.
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null || true
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 && exit 0
  echo "Installing Debian's postgresql failed: see apt-get's messages above." >&2
  exit 1
fi

echo "The tests of written data need Debian's PostgreSQL server." >&2
echo "Install it with: sudo apt-get install postgresql" >&2
exit 1
