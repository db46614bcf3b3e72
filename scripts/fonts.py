#!/usr/bin/python3
"""fonts.py: build Frontier's text fonts in assets/fonts (make fonts).

Each is Fyne's own Noto Sans of that style, cut to the scripts Frontier's
texts are written in, with the signs Noto Sans lacks (the minus sign,
<= and >=, infinity, arrows, check and cross marks, the star) taken from
DejaVu Sans of the same style and scaled to Noto's units. Fyne's bundled
fonts have no such signs, and a browser page has no system fonts to fall
back on, so without them a negative value reads as a box.

Usage: fonts.py NOTO_DIR DEJAVU_DIR OUT_DIR
  NOTO_DIR   Fyne's theme/font folder (NotoSans-*.ttf)
  DEJAVU_DIR the folder of DejaVuSans*.ttf (Debian's fonts-dejavu-core
             and fonts-dejavu-extra)
"""

import os
import sys

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

STYLES = [
    ("Regular", "NotoSans-Regular.ttf", "DejaVuSans.ttf"),
    ("Bold", "NotoSans-Bold.ttf", "DejaVuSans-Bold.ttf"),
    ("Italic", "NotoSans-Italic.ttf", "DejaVuSans-Oblique.ttf"),
    ("BoldItalic", "NotoSans-BoldItalic.ttf", "DejaVuSans-BoldOblique.ttf"),
]

# TEXT is what Frontier writes in: Latin with its accents, Greek (alpha,
# beta), punctuation, super- and subscripts, letterlike symbols. A letter
# outside it, in a name a user typed, is drawn from Fyne's full Noto Sans,
# which Fyne consults after the theme's font.
TEXT = [(0x20, 0x24F), (0x370, 0x3FF), (0x1D00, 0x1DBF), (0x2000, 0x214F)]

# SIGNS are the blocks whose signs Noto Sans lacks: arrows, mathematical
# operators, geometric shapes, the star and the check and cross marks.
SIGNS = [(0x2190, 0x22FF), (0x25A0, 0x25FF), (0x2605, 0x2606), (0x2713, 0x2718)]

FAMILY = "Frontier Sans"
COPYRIGHT = ("Noto Sans: Copyright 2015 Google Inc. All Rights Reserved. "
             "Signs from DejaVu Sans: Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. "
             "Bitstream Vera is a trademark of Bitstream, Inc. DejaVu changes are in public domain.")
LICENSE = ("The Noto Sans glyphs are licensed under the SIL Open Font License, Version 1.1; "
           "the DejaVu Sans glyphs under the Bitstream Vera license. "
           "Both texts are in LICENSE.txt beside this font.")


def codepoints(ranges):
    return [c for lo, hi in ranges for c in range(lo, hi + 1)]


def cut(path, unicodes, layout):
    opts = subset.Options()
    opts.hinting = False  # Fyne's rasterizer does not hint
    opts.notdef_outline = True
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.layout_features = ["*"] if layout else []
    if not layout:
        opts.drop_tables += ["GSUB", "GPOS", "GDEF", "kern", "MATH"]
    font = subset.load_font(path, opts)
    s = subset.Subsetter(opts)
    s.populate(unicodes=unicodes)
    s.subset(font)
    return font


def build(style, noto_path, dejavu_path, out_path):
    noto = cut(noto_path, codepoints(TEXT), True)
    have = set(noto.getBestCmap())
    wanted = [c for c in codepoints(SIGNS) if c not in have]
    signs = cut(dejavu_path, wanted, False)
    scale_upem(signs, noto["head"].unitsPerEm)
    tmp = [out_path + ".a", out_path + ".b"]
    noto.save(tmp[0])
    signs.save(tmp[1])
    merged = Merger().merge(tmp)
    # The merger takes the larger ascent and the deeper descent; Noto's
    # are both, but say so rather than trust it, for the lines' height
    # must stay the default font's.
    for table, fields in (("hhea", ("ascent", "descent", "lineGap")),
                          ("OS/2", ("sTypoAscender", "sTypoDescender", "sTypoLineGap",
                                    "usWinAscent", "usWinDescent"))):
        for f in fields:
            setattr(merged[table], f, getattr(noto[table], f))
    name = merged["name"]
    for rec in list(name.names):
        if rec.nameID in (1, 3, 4, 6, 16, 17):
            name.removeNames(nameID=rec.nameID)
    ps = FAMILY.replace(" ", "") + "-" + style
    sub = {"BoldItalic": "Bold Italic"}.get(style, style)
    name.setName(FAMILY, 1, 3, 1, 0x409)
    name.setName(FAMILY + " " + sub if style != "Regular" else FAMILY, 4, 3, 1, 0x409)
    name.setName(ps, 6, 3, 1, 0x409)
    name.setName(ps + "; Noto Sans with DejaVu Sans signs", 3, 3, 1, 0x409)
    name.setName(COPYRIGHT, 0, 3, 1, 0x409)
    name.setName(LICENSE, 13, 3, 1, 0x409)
    # The same inputs make the same bytes: the dates stay Noto's.
    merged["head"].created = noto["head"].created
    merged["head"].modified = noto["head"].created
    merged.recalcTimestamp = False
    merged.save(out_path)
    for t in tmp:
        os.remove(t)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    noto_dir, dejavu_dir, out_dir = sys.argv[1:]
    for style, noto, dejavu in STYLES:
        out = "%s/FrontierSans-%s.ttf" % (out_dir, style)
        build(style, noto_dir + "/" + noto, dejavu_dir + "/" + dejavu, out)
        print(out)


if __name__ == "__main__":
    main()
