#!/usr/bin/env python3
"""Draws the shortcuts panel's images and writes them as an Xcode asset catalog.

Everything here is our own artwork, drawn from code:

* eight function glyphs (white on transparent, used as template images so the widget can
  tint them), drawn on a 24-unit grid like SF Symbols and Material icons;
* the "today's offers" logo (full colour);
* the panel background, a light and a dark variant.

Each image is drawn 8x larger than its largest output and scaled down with a Lanczos filter,
so edges are smooth at @2x and @3x. Run it from anywhere; it rewrites
``Examples/Shortcuts/Resources/Shortcuts.xcassets``:

    pip install --user pillow
    python3 Examples/Shortcuts/Tools/make_assets.py
"""

import json
import math
import random
import shutil
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Resources" / "Shortcuts.xcassets"
SUPERSAMPLE = 8
SCALES = (2, 3)

WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)

# MARK: - Drawing on a unit grid


class Pen:
    """Draws on a square canvas whose coordinates are given in grid units (24 per side)."""

    def __init__(self, pixels, units=24.0):
        self.image = Image.new("RGBA", (pixels, pixels), CLEAR)
        self.draw = ImageDraw.Draw(self.image)
        self.k = pixels / units

    def p(self, x, y):
        return (x * self.k, y * self.k)

    def box(self, x0, y0, x1, y1):
        return [x0 * self.k, y0 * self.k, x1 * self.k, y1 * self.k]

    def dot(self, x, y, r, fill=WHITE):
        self.draw.ellipse(self.box(x - r, y - r, x + r, y + r), fill=fill)

    def line(self, points, width=2.0, fill=WHITE, round_ends=True):
        """A polyline with round joins and round caps."""
        pts = [self.p(x, y) for x, y in points]
        self.draw.line(pts, fill=fill, width=max(1, round(width * self.k)), joint="curve")
        if round_ends:
            for x, y in points:
                self.dot(x, y, width / 2, fill)

    def polygon_outline(self, points, width=2.0, fill=WHITE):
        self.line(list(points) + [points[0]], width=width, fill=fill)

    def rounded_rect(self, x0, y0, x1, y1, radius, width=2.0, fill=None, outline=WHITE):
        """A rounded rectangle; the stroke is centred on the rectangle's edge."""
        h = width / 2
        if fill is not None:
            self.draw.rounded_rectangle(self.box(x0 - h, y0 - h, x1 + h, y1 + h), radius=(radius + h) * self.k, fill=fill)
        if outline is not None:
            self.draw.rounded_rectangle(
                self.box(x0 - h, y0 - h, x1 + h, y1 + h), radius=(radius + h) * self.k,
                outline=outline, width=max(1, round(width * self.k)))

    def ring(self, cx, cy, r, width=2.0, fill=WHITE):
        h = width / 2
        self.draw.ellipse(self.box(cx - r - h, cy - r - h, cx + r + h, cy + r + h),
                          outline=fill, width=max(1, round(width * self.k)))


# MARK: - Glyphs (24 x 24 grid, 2-unit strokes)


def glyph_scan(pen):
    # Four corner brackets and the scanning line.
    pen.line([(3, 8), (3, 5), (5, 3), (8, 3)])
    pen.line([(16, 3), (19, 3), (21, 5), (21, 8)])
    pen.line([(21, 16), (21, 19), (19, 21), (16, 21)])
    pen.line([(8, 21), (5, 21), (3, 19), (3, 16)])
    pen.line([(6.5, 12), (17.5, 12)])


def glyph_pay(pen):
    # A coin with the yuan sign.
    pen.ring(12, 12, 9)
    pen.line([(8.6, 6.8), (12, 11.2), (15.4, 6.8)])
    pen.line([(12, 11.2), (12, 17.4)])
    pen.line([(8.8, 12.2), (15.2, 12.2)], width=1.7)
    pen.line([(8.8, 14.8), (15.2, 14.8)], width=1.7)


def glyph_health_code(pen):
    # A code with three finder marks and a medical cross in the fourth corner.
    for x, y in ((3, 3), (14, 3), (3, 14)):
        pen.rounded_rect(x + 0.5, y + 0.5, x + 6.5, y + 6.5, 1.2, width=1.8)
        pen.rounded_rect(x + 2.6, y + 2.6, x + 4.4, y + 4.4, 0.4, width=0.01, fill=WHITE)
    pen.draw.rounded_rectangle(pen.box(16.2, 13.2, 18.8, 21.8), radius=0.8 * pen.k, fill=WHITE)
    pen.draw.rounded_rectangle(pen.box(13.2, 16.2, 21.8, 18.8), radius=0.8 * pen.k, fill=WHITE)


def glyph_transit(pen):
    # The front of a bus.
    pen.rounded_rect(5, 3, 19, 18, 3)
    pen.draw.rounded_rectangle(pen.box(7.6, 5.8, 16.4, 10.6), radius=1.2 * pen.k, fill=WHITE)
    pen.dot(9, 14.6, 1.3)
    pen.dot(15, 14.6, 1.3)
    pen.line([(8, 19), (8, 21)])
    pen.line([(16, 19), (16, 21)])


def glyph_trips(pen):
    # A paper plane.
    tip = (21, 3)
    pen.polygon_outline([(3, 10.5), tip, (14.5, 21), (11, 13)])
    pen.line([(11, 13), tip], width=1.7)


def glyph_cards(pen):
    # Two cards, the front one hiding part of the other.
    pen.rounded_rect(7, 3.5, 21, 13.5, 2)
    pen.rounded_rect(3, 8.5, 17, 19.5, 2, width=4.6, fill=CLEAR, outline=CLEAR)
    pen.rounded_rect(3, 8.5, 17, 19.5, 2)
    pen.line([(3.5, 12.5), (16.5, 12.5)], width=1.8, round_ends=False)
    pen.line([(6, 16.3), (9.5, 16.3)], width=1.6)


def glyph_rewards(pen):
    # A badge: a ring around a star.
    pen.ring(12, 12, 9)
    points = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = 5.6 if i % 2 == 0 else 2.5
        points.append(pen.p(12 + radius * math.cos(angle), 12.4 + radius * math.sin(angle)))
    pen.draw.polygon(points, fill=WHITE)


def glyph_savings(pen):
    # A rising line with an arrow over a baseline: savings that grow.
    pen.line([(3.5, 15.5), (8.5, 10.5), (12.5, 13.5), (19.5, 6.5)])
    pen.line([(14.5, 6.5), (19.5, 6.5), (19.5, 11.5)])
    pen.line([(3.5, 20.5), (20.5, 20.5)], width=1.7)


GLYPHS = {
    "shortcut-scan": glyph_scan,
    "shortcut-pay": glyph_pay,
    "shortcut-health-code": glyph_health_code,
    "shortcut-transit": glyph_transit,
    "shortcut-trips": glyph_trips,
    "shortcut-cards": glyph_cards,
    "shortcut-rewards": glyph_rewards,
    "shortcut-savings": glyph_savings,
}
GLYPH_POINTS = 24


def render_glyph(draw_glyph, points, scale):
    size = points * scale
    pen = Pen(size * SUPERSAMPLE)
    draw_glyph(pen)
    return pen.image.resize((size, size), Image.LANCZOS)


# MARK: - Offers logo (16 pt, full colour)


def render_logo(scale, points=16):
    size = points * scale
    pen = Pen(size * SUPERSAMPLE)
    # A white rounded square with a blue price tag.
    pen.draw.rounded_rectangle(pen.box(0, 0, 24, 24), radius=6 * pen.k, fill=(255, 255, 255, 255))
    blue = (22, 119, 255, 255)
    tag = [pen.p(5, 11.5), pen.p(11.5, 5), pen.p(19, 5), pen.p(19, 12.5), pen.p(12.5, 19)]
    pen.draw.polygon(tag, fill=blue)
    pen.draw.line([pen.p(12.5, 19), pen.p(5, 11.5)], fill=blue, width=round(3 * pen.k))
    pen.dot(15.2, 8.8, 1.7, fill=(255, 255, 255, 255))
    return pen.image.resize((size, size), Image.LANCZOS)


# MARK: - Background (the medium widget, 380 x 170 pt and scaled to fill)

BACKGROUND_POINTS = (380, 170)


def lerp(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def gradient(size, top_left, bottom_right):
    """A diagonal gradient, drawn small and scaled up (it has no detail to lose)."""
    w, h = size
    small = Image.new("RGBA", (64, 32))
    for y in range(32):
        for x in range(64):
            t = (x / 63) * 0.6 + (y / 31) * 0.4
            small.putpixel((x, y), lerp(top_left, bottom_right, t) + (255,))
    return small.resize((w, h), Image.BICUBIC)


def render_background(scale, dark):
    w, h = BACKGROUND_POINTS[0] * scale, BACKGROUND_POINTS[1] * scale
    k = scale
    if dark:
        base = gradient((w, h), (18, 32, 66), (9, 16, 38))
    else:
        base = gradient((w, h), (58, 142, 255), (18, 92, 228))

    # Soft light: large blurred discs.
    glow = Image.new("RGBA", (w, h), CLEAR)
    g = ImageDraw.Draw(glow)
    discs = [(330, -10, 120, 52), (250, 150, 90, 34), (40, 175, 110, 36), (180, 20, 60, 22)]
    for cx, cy, r, alpha in discs:
        tint = (120, 160, 255) if dark else (255, 255, 255)
        g.ellipse([(cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k], fill=tint + (alpha if not dark else alpha // 2,))
    glow = glow.filter(ImageFilter.GaussianBlur(18 * k))
    base = Image.alpha_composite(base, glow)

    # Two crisp, faint rings on the right, behind the buttons.
    rings = Image.new("RGBA", (w * SUPERSAMPLE // 2, h * SUPERSAMPLE // 2), CLEAR)
    r = ImageDraw.Draw(rings)
    s = k * SUPERSAMPLE // 2
    ring_alpha = 26 if dark else 34
    for cx, cy, radius in ((318, 40, 96), (318, 40, 132)):
        r.ellipse([(cx - radius) * s, (cy - radius) * s, (cx + radius) * s, (cy + radius) * s],
                  outline=(255, 255, 255, ring_alpha), width=max(1, round(1.2 * s)))
    base = Image.alpha_composite(base, rings.resize((w, h), Image.LANCZOS))

    # A few stars at night.
    if dark:
        stars = Image.new("RGBA", (w, h), CLEAR)
        d = ImageDraw.Draw(stars)
        rng = random.Random(7)
        for _ in range(26):
            x, y = rng.uniform(0, 380), rng.uniform(0, 170)
            radius = rng.choice((0.5, 0.6, 0.8))
            alpha = rng.randint(60, 150)
            d.ellipse([(x - radius) * k, (y - radius) * k, (x + radius) * k, (y + radius) * k], fill=(255, 255, 255, alpha))
        base = Image.alpha_composite(base, stars)
    return base.convert("RGB")


# MARK: - Asset catalog

INFO = {"author": "xcode", "version": 1}


def write_json(path, value):
    path.write_text(json.dumps(value, indent=2) + "\n")


def save_png(image, path):
    image.save(path, optimize=True)


def image_set(name, images, template=False):
    folder = CATALOG / f"{name}.imageset"
    folder.mkdir(parents=True)
    entries = [{"idiom": "universal", "scale": "1x"}]
    for file_name, image, scale, appearance in images:
        save_png(image, folder / file_name)
        entry = {"filename": file_name, "idiom": "universal", "scale": f"{scale}x"}
        if appearance:
            entry["appearances"] = [{"appearance": "luminosity", "value": appearance}]
        entries.append(entry)
    contents = {"images": entries, "info": INFO}
    if template:
        contents["properties"] = {"template-rendering-intent": "template"}
    write_json(folder / "Contents.json", contents)


def main():
    if CATALOG.exists():
        shutil.rmtree(CATALOG)
    CATALOG.mkdir(parents=True)
    write_json(CATALOG / "Contents.json", {"info": INFO})

    for name, draw_glyph in GLYPHS.items():
        image_set(name, [(f"{name}@{s}x.png", render_glyph(draw_glyph, GLYPH_POINTS, s), s, None) for s in SCALES],
                  template=True)

    image_set("offers-logo", [(f"offers-logo@{s}x.png", render_logo(s), s, None) for s in SCALES])

    backgrounds = []
    for s in SCALES:
        backgrounds.append((f"panel-background@{s}x.png", render_background(s, dark=False), s, None))
        backgrounds.append((f"panel-background-dark@{s}x.png", render_background(s, dark=True), s, "dark"))
    image_set("panel-background", backgrounds)
    print(f"wrote {CATALOG}")


if __name__ == "__main__":
    main()
