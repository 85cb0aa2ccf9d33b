#!/usr/bin/env bash
# Rebuilds the app's font: Noto Sans CJK JP (SIL Open Font License 1.1) cut down to the characters
# our catalogues use, plus printable ASCII, Latin-1 and the Cyrillic alphabet, so Japanese and
# Russian render offline. Two files, split by script (src/i18n/font.ts gives each its
# unicode-range): boardwright-sans-latin.woff2 (below U+2E80: Latin, Cyrillic, punctuation and the
# symbols the table draws), which every page uses, and boardwright-sans-cjk.woff2 (from U+2E80:
# kana, kanji, full-width forms), which only Japanese text needs, so a page in English, Italian or
# Russian never waits for the Japanese glyphs.
# Needs Debian's fonts-noto-cjk, python3-fonttools and python3-brotli. Run it after changing
# any text in src/i18n; tests/i18n checks the coverage list it writes.
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=${SRC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
chars=$(mktemp)
npx tsx -e "import { allCatalogText } from './src/i18n/catalogs'; process.stdout.write(allCatalogText());" > "$chars"
# Printable ASCII, Latin-1 letters, the Russian alphabet, and the symbols the table draws.
extra=$(/usr/bin/python3 -c "print(''.join(chr(c) for c in list(range(32,127))+list(range(0xA0,0x100))+list(range(0x410,0x450))+[0x401,0x451]) + '▲▼↔…·—–’‘“”«»½●○✓×‹›')")
printf '%s' "$extra" >> "$chars"
/usr/bin/python3 - "$SRC" "$chars" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
src, chars = sys.argv[1], open(sys.argv[2], encoding='utf-8').read()
wanted = sorted({ord(c) for c in chars})
# The split point: U+2E80, the first CJK block (src/i18n/font.ts's CJK_FROM).
parts = {'latin': [c for c in wanted if c < 0x2E80], 'cjk': [c for c in wanted if c >= 0x2E80]}
covered = set()
for name, unicodes in parts.items():
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = ['kern', 'liga', 'palt']
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(src, fontNumber=0)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.flavor = 'woff2'
    out = f'assets/fonts/boardwright-sans-{name}.woff2'
    font.save(out)
    covered |= set(TTFont(out).getBestCmap())
# The characters the two files cover, one string, for the coverage test.
open('assets/fonts/coverage.txt', 'w', encoding='utf-8').write(''.join(chr(c) for c in sorted(covered)))
PY
rm -f "$chars"
ls -l assets/fonts/*.woff2
