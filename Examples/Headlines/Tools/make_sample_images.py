#!/usr/bin/env python3
"""Draws the thumbnails of the Top Headlines sample feeds.

Every picture is a flat illustration drawn from shapes here, so the sample feeds ship no
photographs of anyone else's. Run from the repository root after changing a scene:

    pip install --user pillow
    python3 Examples/Headlines/Tools/make_sample_images.py

Writes baseline JPEGs (640 x 400, what `UIImage(data:)` and every browser decode) to
Examples/Headlines/Resources/Samples/images/. The output is deterministic: the same script
gives the same files.
"""

import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter

WIDTH, HEIGHT = 640, 400
SUPERSAMPLE = 2  # drawn at twice the size, then reduced: smooth edges
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Resources", "Samples", "images")


def rgb(hex_color):
    hex_color = hex_color.lstrip("#")
    return tuple(int(hex_color[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


class Canvas:
    """A supersampled drawing surface with coordinates in output pixels."""

    def __init__(self, top, bottom):
        self.s = SUPERSAMPLE
        self.image = Image.new("RGB", (WIDTH * self.s, HEIGHT * self.s))
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self.gradient(0, 0, WIDTH, HEIGHT, rgb(top), rgb(bottom))

    def p(self, points):
        return [(x * self.s, y * self.s) for x, y in points]

    def gradient(self, x0, y0, x1, y1, top, bottom):
        for y in range(int(y0 * self.s), int(y1 * self.s)):
            t = (y - y0 * self.s) / max(1, (y1 - y0) * self.s - 1)
            self.draw.line([(x0 * self.s, y), (x1 * self.s, y)], fill=mix(top, bottom, t))

    def rect(self, x0, y0, x1, y1, color, alpha=255):
        self.draw.rectangle(self.p([(x0, y0), (x1, y1)]), fill=rgb(color) + (alpha,))

    def poly(self, points, color, alpha=255):
        self.draw.polygon(self.p(points), fill=rgb(color) + (alpha,))

    def circle(self, cx, cy, r, color, alpha=255):
        self.draw.ellipse(self.p([(cx - r, cy - r), (cx + r, cy + r)]), fill=rgb(color) + (alpha,))

    def line(self, points, color, width, alpha=255):
        self.draw.line(self.p(points), fill=rgb(color) + (alpha,), width=int(width * self.s), joint="curve")

    def glow(self, cx, cy, r, color, strength=120):
        layer = Image.new("RGBA", self.image.size, (0, 0, 0, 0))
        ImageDraw.Draw(layer).ellipse(self.p([(cx - r, cy - r), (cx + r, cy + r)]), fill=rgb(color) + (strength,))
        layer = layer.filter(ImageFilter.GaussianBlur(r * self.s / 2))
        self.image.paste(layer, (0, 0), layer)
        self.draw = ImageDraw.Draw(self.image, "RGBA")

    def save(self, name):
        small = self.image.resize((WIDTH, HEIGHT), Image.LANCZOS)
        small.save(os.path.join(OUTPUT, name), "JPEG", quality=84, optimize=True, progressive=False)


def hills(c, base, amplitude, color, seed, alpha=255, waves=3):
    rnd = random.Random(seed)
    phase = rnd.uniform(0, math.tau)
    points = [(0, HEIGHT)]
    for x in range(0, WIDTH + 8, 8):
        y = base - amplitude * (0.6 * math.sin(x / WIDTH * math.pi * waves + phase) + 0.4 * math.sin(x / 53 + phase * 2))
        points.append((x, y))
    points.append((WIDTH, HEIGHT))
    c.poly(points, color, alpha)


def skyline(c, base, color, seed, lit=None, min_h=60, max_h=200):
    rnd = random.Random(seed)
    x = -10
    while x < WIDTH:
        w = rnd.randint(34, 70)
        h = rnd.randint(min_h, max_h)
        c.rect(x, base - h, x + w, HEIGHT, color)
        if lit:
            for wy in range(int(base - h + 10), int(base) - 6, 14):
                for wx in range(x + 6, x + w - 8, 12):
                    if rnd.random() < 0.45:
                        c.rect(wx, wy, wx + 5, wy + 7, lit, 230)
        x += w + rnd.randint(2, 8)


# MARK: Scenes

def harbor_cranes():
    c = Canvas("#FDB98A", "#FCE3C4")
    c.glow(470, 230, 70, "#FFF1C9", 200)
    c.circle(470, 230, 38, "#FFF6DF")
    c.rect(0, 262, WIDTH, HEIGHT, "#2F5D7C")
    for i, y in enumerate(range(272, HEIGHT, 14)):
        c.line([(40 + i * 37 % 300, y), (120 + i * 37 % 300, y)], "#8FB6CC", 2, 150)
    for x0, h in ((60, 170), (210, 200), (330, 150)):
        c.rect(x0, 262 - h, x0 + 10, 262, "#223344")
        c.poly([(x0 - 40, 262 - h), (x0 + 120, 262 - h), (x0 + 120, 262 - h + 9), (x0 - 40, 262 - h + 9)], "#223344")
        c.line([(x0 + 5, 262 - h - 30), (x0 + 118, 262 - h + 4)], "#223344", 3)
        c.line([(x0 + 5, 262 - h - 30), (x0 - 38, 262 - h + 4)], "#223344", 3)
        c.line([(x0 + 80, 262 - h + 9), (x0 + 80, 262 - h + 70)], "#223344", 2)
    colors = ["#C8553D", "#2E86AB", "#F6AE2D", "#3D5A80", "#E07A5F", "#81B29A"]
    for row in range(3):
        for col in range(9):
            x = 30 + col * 44 + row * 10
            c.rect(x, 240 - row * 18, x + 40, 256 - row * 18, colors[(row * 5 + col) % len(colors)])
    c.rect(0, 256, 470, 266, "#1E2B38")
    c.save("harbor-cranes.jpg")


def city_night():
    c = Canvas("#0B1330", "#3A2C6B")
    rnd = random.Random(2)
    for _ in range(60):
        c.circle(rnd.uniform(0, WIDTH), rnd.uniform(0, 180), rnd.uniform(0.6, 1.6), "#FFFFFF", 200)
    c.circle(520, 80, 30, "#F4F1DE")
    c.circle(532, 72, 28, "#0F1738")
    skyline(c, 400, "#221A45", 4, None, 120, 260)
    skyline(c, 400, "#151029", 5, "#FFD479", 60, 190)
    c.save("city-night.jpg")


def mountain_snow():
    c = Canvas("#8EC5FC", "#E0F0FF")
    c.circle(120, 90, 34, "#FFFFFF", 220)
    for (peak_x, peak_y, spread, color, snow) in ((180, 110, 260, "#5C6F8A", True), (430, 80, 280, "#46586F", True),
                                                  (620, 150, 220, "#5C6F8A", True)):
        c.poly([(peak_x - spread, HEIGHT), (peak_x, peak_y), (peak_x + spread, HEIGHT)], color)
        if snow:
            c.poly([(peak_x - 52, peak_y + 62), (peak_x, peak_y), (peak_x + 52, peak_y + 62), (peak_x + 20, peak_y + 48),
                    (peak_x, peak_y + 70), (peak_x - 22, peak_y + 50)], "#F7FBFF")
    hills(c, 350, 18, "#2F6B4F", 7)
    rnd = random.Random(8)
    for x in range(10, WIDTH, 26):
        h = rnd.randint(34, 58)
        y = 360 + rnd.randint(-8, 8)
        c.poly([(x - 12, y), (x, y - h), (x + 12, y)], "#1F4D38")
    c.save("mountain-snow.jpg")


def storm_coast():
    c = Canvas("#3B4756", "#7C8A99")
    rnd = random.Random(3)
    for _ in range(9):
        x, y, r = rnd.uniform(0, WIDTH), rnd.uniform(20, 120), rnd.uniform(50, 90)
        c.circle(x, y, r, "#2A333F", 170)
    for _ in range(140):
        x, y = rnd.uniform(0, WIDTH), rnd.uniform(120, HEIGHT)
        c.line([(x, y), (x - 8, y + 22)], "#C9D6E3", 1.2, 120)
    c.line([(300, 60), (280, 120), (305, 118), (282, 190)], "#FFF5B8", 4)
    c.rect(0, 300, WIDTH, HEIGHT, "#24394D")
    for y in range(306, HEIGHT, 16):
        for x in range(-20, WIDTH, 60):
            c.line([(x + (y * 3) % 60, y), (x + 30 + (y * 3) % 60, y - 6), (x + 60 + (y * 3) % 60, y)], "#6F8FA8", 2, 170)
    c.poly([(470, 300), (520, 250), (600, 250), (640, 300)], "#2B2B2B")
    c.rect(540, 150, 560, 252, "#EDEDED")
    c.rect(540, 180, 560, 196, "#C0392B")
    c.rect(540, 214, 560, 230, "#C0392B")
    c.rect(535, 140, 565, 152, "#333333")
    c.glow(550, 132, 40, "#FFF3B0", 180)
    c.save("storm-coast.jpg")


def rocket_launch():
    c = Canvas("#081028", "#2C3E73")
    rnd = random.Random(5)
    for _ in range(90):
        c.circle(rnd.uniform(0, WIDTH), rnd.uniform(0, 260), rnd.uniform(0.5, 1.5), "#FFFFFF", 210)
    c.glow(320, 330, 120, "#FF9F43", 170)
    for i in range(14):
        r = 60 - i * 3
        c.circle(320 + rnd.uniform(-30, 30), 340 + i * 4, r, "#F5F5F5", 120)
    c.poly([(320, 70), (342, 120), (342, 250), (298, 250), (298, 120)], "#ECEFF4")
    c.poly([(320, 70), (342, 120), (298, 120)], "#D64545")
    c.poly([(298, 210), (274, 260), (298, 250)], "#D64545")
    c.poly([(342, 210), (366, 260), (342, 250)], "#D64545")
    c.circle(320, 150, 10, "#3B6EA5")
    c.poly([(304, 250), (336, 250), (326, 300), (314, 300)], "#FFC857")
    c.rect(0, 360, WIDTH, HEIGHT, "#1B1F2E")
    c.rect(120, 180, 136, 360, "#39405A")
    c.save("rocket-launch.jpg")


def stadium_lights():
    c = Canvas("#13203F", "#2B4C7E")
    for x in (90, 550):
        c.rect(x - 3, 40, x + 3, 200, "#9AA5B1")
        c.rect(x - 28, 30, x + 28, 52, "#DDE3EA")
        c.glow(x, 44, 60, "#FFFBE0", 200)
    c.poly([(0, 200), (WIDTH, 200), (WIDTH, 270), (0, 270)], "#2D3142")
    rnd = random.Random(9)
    for row in range(5):
        for x in range(4, WIDTH, 9):
            color = rnd.choice(["#E63946", "#F1FAEE", "#A8DADC", "#457B9D", "#FFB703"])
            c.circle(x + (row % 2) * 4, 210 + row * 12, 3.2, color, 220)
    c.poly([(0, 270), (WIDTH, 270), (WIDTH, HEIGHT), (0, HEIGHT)], "#2E8B57")
    for i in range(0, WIDTH, 80):
        c.poly([(i, 270), (i + 40, 270), (i + 60, HEIGHT), (i + 10, HEIGHT)], "#34A065")
    c.line([(0, 330), (WIDTH, 330)], "#E8F5E9", 3, 220)
    c.draw.ellipse(c.p([(250, 300), (390, 360)]), outline=(232, 245, 233, 220), width=3 * c.s)
    c.circle(440, 350, 8, "#FFFFFF")
    c.save("stadium-lights.jpg")


def night_train():
    c = Canvas("#F28C6A", "#5B3A74")
    c.circle(160, 200, 46, "#FFD6A5", 230)
    hills(c, 250, 30, "#4A3060", 11)
    c.rect(0, 282, WIDTH, 292, "#2A1E36")
    for x in range(20, WIDTH, 70):
        c.poly([(x, 292), (x + 30, 292), (x + 22, HEIGHT), (x + 8, HEIGHT)], "#2A1E36")
    c.draw.arc(c.p([(-40, 292), (120, 420)]), 180, 360, fill=(42, 30, 54, 255), width=8 * c.s)
    for car in range(4):
        x = 120 + car * 118
        c.rect(x, 236, x + 112, 280, "#E9ECEF")
        c.rect(x, 268, x + 112, 274, "#C1121F")
        for wx in range(x + 10, x + 100, 22):
            c.rect(wx, 246, wx + 14, 258, "#FFE08A")
    c.poly([(592, 236), (620, 244), (636, 280), (592, 280)], "#E9ECEF")
    c.circle(622, 268, 4, "#FFF3B0")
    c.save("night-train.jpg")


def wind_farm():
    c = Canvas("#A1D2F7", "#F0F8FF")
    c.circle(540, 80, 30, "#FFF9E6")
    hills(c, 300, 30, "#7CB87C", 12, waves=2)
    hills(c, 340, 20, "#5A9E5A", 13, waves=3)
    for (x, y, s, angle) in ((140, 250, 1.0, 10), (300, 230, 1.2, 40), (470, 260, 0.9, 75)):
        top = y - 150 * s
        c.poly([(x - 4 * s, y), (x - 2 * s, top), (x + 2 * s, top), (x + 4 * s, y)], "#FFFFFF")
        for k in range(3):
            a = math.radians(angle + k * 120)
            tip = (x + math.cos(a) * 80 * s, top + math.sin(a) * 80 * s)
            side = (x + math.cos(a + 0.12) * 30 * s, top + math.sin(a + 0.12) * 30 * s)
            c.poly([(x, top), side, tip], "#F4F6F8")
        c.circle(x, top, 5 * s, "#D9DEE3")
    c.save("wind-farm.jpg")


def solar_field():
    c = Canvas("#FFD27F", "#FFF2D6")
    c.glow(500, 90, 90, "#FFFFFF", 220)
    c.circle(500, 90, 40, "#FFF8E1")
    c.rect(0, 220, WIDTH, HEIGHT, "#C9B27C")
    for row in range(4):
        y = 230 + row * 42
        depth = 1 + row * 0.25
        for col in range(-1, 8):
            x = col * 90 * depth - row * 30
            w, h = 80 * depth, 26 * depth
            c.poly([(x, y + h), (x + w, y + h), (x + w - 16 * depth, y), (x - 8 * depth, y)], "#22416B")
            for k in range(1, 4):
                fx = x + w * k / 4
                c.line([(fx - 4 * depth * k / 4, y + h), (fx - 12 * depth, y)], "#5F86B8", 1.3, 200)
            c.line([(x + w / 2, y + h), (x + w / 2, y + h + 8 * depth)], "#6B6B6B", 2)
    c.save("solar-field.jpg")


def forest_river():
    c = Canvas("#BFE3D0", "#F2FBF5")
    hills(c, 200, 24, "#9CC9A8", 21)
    rnd = random.Random(22)
    for layer, (color, base) in enumerate((("#4E8F66", 260), ("#2F6B4A", 300))):
        for x in range(-10, WIDTH + 20, 22 - layer * 4):
            h = rnd.randint(60, 120) + layer * 20
            y = base + rnd.randint(-10, 10)
            c.poly([(x - 16, y), (x, y - h), (x + 16, y)], color)
    c.poly([(250, HEIGHT), (300, 290), (340, 250), (360, 250), (380, 290), (470, HEIGHT)], "#5DA9E9")
    c.poly([(290, HEIGHT), (320, 310), (345, 270), (355, 270), (372, 310), (420, HEIGHT)], "#8CC8F5", 160)
    c.save("forest-river.jpg")


def lab_glassware():
    c = Canvas("#E3F2FD", "#FFFFFF")
    c.rect(0, 300, WIDTH, HEIGHT, "#B0BEC5")
    c.rect(0, 292, WIDTH, 302, "#90A4AE")
    # Erlenmeyer flask
    c.poly([(150, 120), (180, 120), (180, 180), (240, 292), (90, 292), (150, 180)], "#FFFFFF", 200)
    c.poly([(118, 240), (212, 240), (240, 292), (90, 292)], "#26A69A", 220)
    # Round flask
    c.rect(322, 110, 348, 190, "#FFFFFF", 200)
    c.circle(335, 232, 60, "#FFFFFF", 200)
    c.draw.chord(c.p([(275, 172), (395, 292)]), 20, 160, fill=(171, 71, 188, 220))
    # Test tubes
    for i, color in enumerate(("#FF7043", "#42A5F5", "#FFCA28", "#66BB6A")):
        x = 440 + i * 38
        c.rect(x, 150, x + 18, 280, "#FFFFFF", 210)
        c.circle(x + 9, 280, 9, "#FFFFFF", 210)
        c.rect(x + 2, 220 - i * 12, x + 16, 280, color, 220)
        c.circle(x + 9, 280, 7, color, 220)
    c.rect(425, 200, 600, 210, "#78909C")
    for x, y, r in ((200, 200, 6), (210, 170, 4), (350, 205, 5), (340, 180, 3)):
        c.circle(x, y, r, "#FFFFFF", 230)
    c.save("lab-glassware.jpg")


def concert_stage():
    c = Canvas("#1A0B2E", "#3C1053")
    for x, color in ((120, "#FF4D6D"), (320, "#4CC9F0"), (520, "#F9C74F")):
        c.poly([(x - 10, 0), (x + 10, 0), (x + 130, 300), (x - 130, 300)], color, 60)
        c.circle(x, 6, 10, color)
    c.rect(60, 250, 580, 300, "#2B2D42")
    c.rect(280, 200, 296, 250, "#EDF2F4")
    c.circle(288, 190, 12, "#EDF2F4")
    rnd = random.Random(31)
    for x in range(0, WIDTH + 20, 26):
        y = 320 + rnd.randint(-6, 10)
        c.circle(x, y, 14, "#0D0221")
        c.rect(x - 16, y + 8, x + 16, HEIGHT, "#0D0221")
        if rnd.random() < 0.25:
            c.line([(x + 6, y + 10), (x + 20, y - 30)], "#0D0221", 6)
    c.save("concert-stage.jpg")


def market_stalls():
    c = Canvas("#FFE8D6", "#FFF8F0")
    c.rect(0, 300, WIDTH, HEIGHT, "#D8C3A5")
    stripes = (("#E63946", "#FFFFFF"), ("#2A9D8F", "#FFFFFF"), ("#F4A261", "#FFFFFF"))
    for i, (a, b) in enumerate(stripes):
        x0 = 20 + i * 210
        for k in range(8):
            c.poly([(x0 + k * 24, 110), (x0 + k * 24 + 24, 110), (x0 + k * 24 + 28, 160), (x0 + k * 24 + 4, 160)],
                   a if k % 2 == 0 else b)
        c.rect(x0 + 4, 160, x0 + 10, 300, "#8D6E63")
        c.rect(x0 + 186, 160, x0 + 192, 300, "#8D6E63")
        c.rect(x0, 240, x0 + 196, 300, "#A1887F")
        rnd = random.Random(40 + i)
        fruit = ("#E63946", "#F4A261", "#90BE6D", "#F9C74F", "#9B5DE5")
        for row in range(3):
            for col in range(9):
                c.circle(x0 + 16 + col * 20 + row * 6, 232 - row * 12, 9, rnd.choice(fruit))
    c.save("market-stalls.jpg")


def library_shelves():
    c = Canvas("#5D4037", "#3E2723")
    rnd = random.Random(51)
    colors = ("#C62828", "#1565C0", "#2E7D32", "#F9A825", "#6A1B9A", "#00838F", "#EF6C00", "#ECEFF1")
    for shelf in range(4):
        y = 20 + shelf * 96
        c.rect(0, y + 84, WIDTH, y + 94, "#8D6E63")
        x = 8
        while x < WIDTH - 10:
            w = rnd.randint(12, 26)
            h = rnd.randint(56, 80)
            color = rnd.choice(colors)
            if rnd.random() < 0.08:
                c.poly([(x, y + 84), (x + w, y + 84), (x + w + 30, y + 84 - h + 10), (x + 30, y + 84 - h)], color)
                x += w + 34
                continue
            c.rect(x, y + 84 - h, x + w, y + 84, color)
            c.rect(x + 2, y + 84 - h + 10, x + w - 2, y + 84 - h + 14, "#FFFFFF", 120)
            x += w + rnd.randint(1, 3)
    c.glow(560, 60, 80, "#FFE0A3", 110)
    c.save("library-shelves.jpg")


def cycling_street():
    c = Canvas("#CDEAFE", "#F7FBFF")
    skyline(c, 250, "#B8C4D6", 61, None, 80, 180)
    c.rect(0, 250, WIDTH, HEIGHT, "#6C757D")
    c.rect(0, 300, WIDTH, 350, "#2A9D8F")
    for x in range(0, WIDTH, 80):
        c.rect(x, 272, x + 40, 276, "#FFFFFF")
    for (x, color) in ((160, "#E76F51"), (430, "#264653")):
        y = 318
        c.draw.ellipse(c.p([(x - 60, y - 20), (x - 20, y + 20)]), outline=rgb(color) + (255,), width=4 * c.s)
        c.draw.ellipse(c.p([(x + 20, y - 20), (x + 60, y + 20)]), outline=rgb(color) + (255,), width=4 * c.s)
        c.line([(x - 40, y), (x - 8, y - 30), (x + 28, y - 30), (x + 40, y), (x, y), (x - 8, y - 30)], color, 4)
        c.line([(x, y), (x + 28, y - 30)], color, 4)
        c.line([(x - 8, y - 30), (x - 12, y - 40)], color, 4)
        c.line([(x + 28, y - 30), (x + 32, y - 44)], color, 4)
    c.save("cycling-street.jpg")


def cherry_blossom():
    c = Canvas("#FDE2E4", "#FFF5F6")
    c.circle(480, 120, 60, "#FFFFFF", 200)
    c.poly([(380, 300), (460, 240), (540, 300)], "#5C4B51")
    c.rect(400, 300, 520, 360, "#7B2D26")
    c.poly([(390, 250), (530, 250), (470, 220), (450, 220)], "#5C4B51")
    c.rect(0, 360, WIDTH, HEIGHT, "#CDB4DB")
    c.line([(150, HEIGHT), (170, 260), (130, 180)], "#5E3023", 14)
    c.line([(170, 260), (240, 190)], "#5E3023", 9)
    c.line([(152, 210), (90, 160)], "#5E3023", 7)
    rnd = random.Random(71)
    for _ in range(260):
        cx = rnd.gauss(170, 90)
        cy = rnd.gauss(170, 45)
        c.circle(cx, cy, rnd.uniform(4, 9), rnd.choice(["#FFB3C6", "#FF8FAB", "#FFC2D1", "#FB6F92"]), 230)
    for _ in range(30):
        c.circle(rnd.uniform(0, WIDTH), rnd.uniform(200, 390), 3, "#FF8FAB", 200)
    c.save("cherry-blossom.jpg")


def vineyard_hills():
    c = Canvas("#FFC996", "#FFF0D9")
    c.circle(120, 110, 42, "#FFF3E0", 230)
    hills(c, 210, 22, "#B5838D", 81, waves=2)
    hills(c, 250, 18, "#8FB996", 82, waves=2)
    c.poly([(0, 270), (WIDTH, 250), (WIDTH, HEIGHT), (0, HEIGHT)], "#6A994E")
    for k in range(-6, 14):
        x_far = 320 + k * 40
        x_near = 320 + k * 130
        c.line([(x_far, 262), (x_near, HEIGHT)], "#386641", 7)
        for t in (0.25, 0.5, 0.75):
            x = x_far + (x_near - x_far) * t
            y = 262 + (HEIGHT - 262) * t
            c.circle(x, y - 3, 4 + 6 * t, "#5E2B5F", 220)
    c.save("vineyard-hills.jpg")


def parliament_dome():
    c = Canvas("#A8DADC", "#F1FAEE")
    c.rect(0, 330, WIDTH, HEIGHT, "#9A8C98")
    c.rect(120, 200, 520, 330, "#E9E4D8")
    c.poly([(110, 200), (530, 200), (320, 150)], "#D8D0BE")
    for x in range(140, 520, 40):
        c.rect(x, 210, x + 16, 322, "#FFFFFF")
    c.rect(250, 120, 390, 160, "#E9E4D8")
    c.draw.chord(c.p([(250, 50), (390, 190)]), 180, 360, fill=rgb("#6D8EA0") + (255,))
    c.rect(317, 30, 323, 60, "#4A4E69")
    c.poly([(323, 30), (350, 38), (323, 46)], "#E63946")
    for y in range(330, HEIGHT, 12):
        c.line([(0, y), (WIDTH, y)], "#8A7C88", 1, 160)
    c.save("parliament-dome.jpg")


SCENES = [
    harbor_cranes, city_night, mountain_snow, storm_coast, rocket_launch, stadium_lights, night_train,
    wind_farm, solar_field, forest_river, lab_glassware, concert_stage, market_stalls, library_shelves,
    cycling_street, cherry_blossom, vineyard_hills, parliament_dome,
]

if __name__ == "__main__":
    os.makedirs(OUTPUT, exist_ok=True)
    for scene in SCENES:
        scene()
        print("wrote", scene.__name__.replace("_", "-") + ".jpg")
