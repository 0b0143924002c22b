#!/usr/bin/env bash
# Makes sure a Chromium exists for the end-to-end tests and Lighthouse.
# Order: $CHROME_PATH, then /usr/bin/chromium, then Debian's package installed with apt-get when
# running as root. Otherwise it prints the one command that installs it and fails.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then
    echo "Chromium: $CHROME_PATH (CHROME_PATH)"
    exit 0
  fi
  echo "CHROME_PATH=$CHROME_PATH no es un ejecutable." >&2
  exit 1
fi

if [ -x /usr/bin/chromium ]; then
  echo "Chromium: /usr/bin/chromium"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Instalando Chromium de Debian con apt-get (una sola vez)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  echo "Chromium: /usr/bin/chromium ($(/usr/bin/chromium --version 2>/dev/null || echo 'instalado'))"
  exit 0
fi

echo "No se encontró Chromium para las pruebas end-to-end. Instálalo con:" >&2
echo "  sudo apt-get install -y chromium" >&2
echo "o define CHROME_PATH con la ruta de un Chromium o Chrome." >&2
exit 1
