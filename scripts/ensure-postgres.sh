#!/usr/bin/env bash
# Makes sure the PostgreSQL server programs exist for the real-server database tests, and prints
# the directory that holds them (initdb, pg_ctl, postgres) as the last line of its output.
# Order: $PG_BIN, then the newest /usr/lib/postgresql/<version>/bin, then Debian's package
# installed with apt-get when running as root. Otherwise it prints the command that installs it
# and fails. No cluster or service of the system is used: the tests start their own.
set -euo pipefail

has_server() {
  [ -x "$1/initdb" ] && [ -x "$1/pg_ctl" ] && [ -x "$1/postgres" ]
}

# Debian keeps each major version apart; the newest one wins.
find_debian_server() {
  local dir
  while read -r dir; do
    if has_server "$dir"; then
      echo "$dir"
      return 0
    fi
  done < <(printf '%s\n' /usr/lib/postgresql/*/bin | sort -t/ -k5,5 -n -r)
  return 1
}

# The shim creates pgcrypto; a server without it fails later with a less helpful message.
check_pgcrypto() {
  local share
  share="$("$1/pg_config" --sharedir 2>/dev/null || true)"
  if [ -z "$share" ]; then
    share="/usr/share/postgresql/$("$1/postgres" --version | sed -E 's/.* ([0-9]+).*/\1/')"
  fi
  if [ ! -f "$share/extension/pgcrypto.control" ]; then
    echo "El servidor PostgreSQL de $1 no tiene la extensión pgcrypto ($share/extension)." >&2
    echo "En Debian viene con el paquete postgresql: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
}

found() {
  check_pgcrypto "$1"
  echo "PostgreSQL: $("$1/postgres" --version) ($1)" >&2
  echo "$1"
  exit 0
}

if [ -n "${PG_BIN:-}" ]; then
  if has_server "$PG_BIN"; then
    found "$PG_BIN"
  fi
  echo "PG_BIN=$PG_BIN no contiene initdb, pg_ctl y postgres." >&2
  exit 1
fi

if dir="$(find_debian_server)"; then
  found "$dir"
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando PostgreSQL de Debian con apt-get (una sola vez)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
  if dir="$(find_debian_server)"; then
    found "$dir"
  fi
  echo "apt-get instaló postgresql, pero no aparecen sus programas en /usr/lib/postgresql." >&2
  exit 1
fi

echo "No se encontró un servidor PostgreSQL para las pruebas de base de datos. Instálalo con:" >&2
echo "  sudo apt-get install -y postgresql" >&2
echo "o define PG_BIN con la carpeta que contiene initdb, pg_ctl y postgres." >&2
exit 1
