#!/usr/bin/env bash
# Rebuilds assets/fonts/boardwright-sans.woff2: Noto Sans CJK JP (SIL Open Font License 1.1)
# cut down to the characters our catalogues use, plus printable ASCII, Latin-1 and the Cyrillic
# alphabet, so Japanese and Russian render offline in a few hundred kilobytes.
# Needs Debian's fonts-noto-cjk, python3-fonttools and python3-brotli. Run it after changing
# any text in src/i18n; tests/i18n checks the coverage list it writes.
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=${SRC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
OUT=assets/fonts/boardwright-sans.woff2
chars=$(mktemp)
npx tsx -e "import { allCatalogText } from './src/i18n/catalogs'; process.stdout.write(allCatalogText());" > "$chars"
# Printable ASCII, Latin-1 letters, the Russian alphabet, and the symbols the table draws.
extra=$(/usr/bin/python3 -c "print(''.join(chr(c) for c in list(range(32,127))+list(range(0xA0,0x100))+list(range(0x410,0x450))+[0x401,0x451]) + '▲▼↔…·—–’‘“”«»½●○✓×‹›')")
printf '%s' "$extra" >> "$chars"
/usr/bin/python3 -m fontTools.subset "$SRC" --font-number=0 --text-file="$chars" --flavor=woff2 \
  --layout-features='kern,liga,palt' --no-hinting --desubroutinize --output-file="$OUT"
# The characters the subset covers, one string, for the coverage test.
/usr/bin/python3 - "$OUT" > assets/fonts/coverage.txt <<'PY'
import sys
from fontTools.ttLib import TTFont
print(''.join(sorted(chr(c) for c in TTFont(sys.argv[1]).getBestCmap())), end='')
PY
rm -f "$chars"
ls -l "$OUT"
