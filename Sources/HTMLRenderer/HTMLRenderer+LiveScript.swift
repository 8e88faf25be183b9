extension HTMLRenderer {
    /// A small self-contained script (no framework) that keeps live text current and fits runs.
    ///
    /// Include it once per page, after the widgets or anywhere: every second it finds all elements
    /// with `data-live-style` (also in fragments inserted later) and rewrites their text:
    ///
    /// - `timer`: `M:SS` or `H:MM:SS` since or until `data-live-date`, like
    ///   `Text(date, style: .timer)`; with `data-live-end` it is a `Text(timerInterval:countsDown:)`
    ///   that counts down to (or up from) the interval and stops at its end.
    /// - `relative`: the two largest units, e.g. `2 hr, 10 min`, via `Intl.NumberFormat` units
    ///   joined with `Intl.ListFormat`.
    /// - `offset`: the largest unit with a sign, e.g. `+2 hours`, `-3 minutes` (a future date is
    ///   positive).
    ///
    /// Elements with `data-live-progress="start,end,countsDown"` (milliseconds since 1970; the
    /// filled part of a `ProgressView(timerInterval:)` bar) get the width of the fraction of the
    /// interval done (or left, counting down) of `data-live-progress-length` pixels, at least
    /// `data-live-progress-min` while above zero; `WidgetKitLive.progressWidth(element, now)`
    /// returns it. On an SVG `<path>` (the filled arc of a circular `ProgressView(timerInterval:)`,
    /// drawn along the whole ring) that length becomes its `stroke-dasharray` instead: one dash as
    /// long as the arc done, hidden at zero.
    ///
    /// Digits and units follow `data-live-locale`. Once web fonts have loaded, it also measures each
    /// text run (`.wk-run`) and, where the browser's advance differs from the width the text engine
    /// measured, scales the run horizontally to that width (as `textLength` does in SVG).
    /// `window.WidgetKitLive.format(element, nowMilliseconds)` returns the text an element shows.
    public static let liveScript: String = #"""
        (function () {
          "use strict";
          if (window.WidgetKitLive) { return; }
          var formats = {};
          function formatter(kind, locale, options) {
            var key = kind + "|" + (locale || "") + "|" + JSON.stringify(options);
            if (!(key in formats)) {
              try {
                formats[key] = kind === "list" ? new Intl.ListFormat(locale, options) : new Intl.NumberFormat(locale, options);
              } catch (e) {
                try {
                  formats[key] = kind === "list" ? new Intl.ListFormat(undefined, options) : new Intl.NumberFormat(undefined, options);
                } catch (e2) { formats[key] = null; }
              }
            }
            return formats[key];
          }
          function digits(value, locale, minimum) {
            var f = formatter("number", locale, { minimumIntegerDigits: minimum, useGrouping: false });
            if (f) { return f.format(value); }
            var text = String(value);
            while (text.length < minimum) { text = "0" + text; }
            return text;
          }
          function unit(value, name, locale, display, sign) {
            var f = formatter("number", locale, { style: "unit", unit: name, unitDisplay: display, signDisplay: sign });
            if (f) { return f.format(value); }
            return (sign === "always" && value >= 0 ? "+" : "") + value + " " + name + (Math.abs(value) === 1 ? "" : "s");
          }
          function join(parts, locale) {
            var f = formatter("list", locale, { type: "unit", style: "short" });
            return f ? f.format(parts) : parts.join(", ");
          }
          var UNITS = [["year", 31536000], ["month", 2592000], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
          function timerText(seconds, locale) {
            var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
            if (h > 0) { return digits(h, locale, 1) + ":" + digits(m, locale, 2) + ":" + digits(s, locale, 2); }
            return digits(m, locale, 1) + ":" + digits(s, locale, 2);
          }
          function relativeText(seconds, locale) {
            seconds = Math.floor(Math.abs(seconds));
            for (var i = 0; i < UNITS.length; i++) {
              if (seconds >= UNITS[i][1] || i === UNITS.length - 1) {
                var first = Math.floor(seconds / UNITS[i][1]);
                var parts = [unit(first, UNITS[i][0], locale, "short", "auto")];
                if (i + 1 < UNITS.length) {
                  var second = Math.floor((seconds - first * UNITS[i][1]) / UNITS[i + 1][1]);
                  if (second > 0) { parts.push(unit(second, UNITS[i + 1][0], locale, "short", "auto")); }
                }
                return join(parts, locale);
              }
            }
            return "";
          }
          function offsetText(seconds, locale) {
            var sign = seconds < 0 ? -1 : 1, size = Math.floor(Math.abs(seconds));
            for (var i = 0; i < UNITS.length; i++) {
              if (size >= UNITS[i][1] || i === UNITS.length - 1) {
                var value = Math.floor(size / UNITS[i][1]);
                return unit(value === 0 ? 0 : sign * value, UNITS[i][0], locale, "long", "always");
              }
            }
            return "";
          }
          function format(el, now) {
            var style = el.getAttribute("data-live-style");
            var date = Number(el.getAttribute("data-live-date"));
            var endText = el.getAttribute("data-live-end");
            var locale = el.getAttribute("data-live-locale") || undefined;
            var down = el.getAttribute("data-live-countdown") !== "false";
            if (!isFinite(date)) { return null; }
            if (style === "timer") {
              var seconds;
              if (endText !== null && endText !== "" && isFinite(Number(endText))) {
                var end = Number(endText), total = Math.max(0, (end - date) / 1000);
                seconds = down
                  ? Math.ceil(Math.min(total, Math.max(0, (end - Math.max(now, date)) / 1000)))
                  : Math.floor(Math.min(total, Math.max(0, (now - date) / 1000)));
              } else {
                var d = (date - now) / 1000;
                seconds = d > 0 ? Math.ceil(d) : Math.floor(-d);
              }
              return timerText(seconds, locale);
            }
            if (style === "relative") { return relativeText((date - now) / 1000, locale); }
            if (style === "offset") { return offsetText((date - now) / 1000, locale); }
            return null;
          }
          var fontsReady = !(document.fonts && document.fonts.ready);
          function fit() {
            if (!fontsReady || (document.fonts && document.fonts.status !== "loaded")) { return; }
            var runs = document.querySelectorAll(".wk-run:not([data-wk-fit])");
            for (var i = 0; i < runs.length; i++) {
              var el = runs[i];
              el.setAttribute("data-wk-fit", "");
              if (!(parseFloat(el.style.width) > 0)) { continue; }
              var range = document.createRange();
              range.selectNodeContents(el);
              var natural = range.getBoundingClientRect().width, box = el.getBoundingClientRect().width;
              if (!(natural > 0) || !(box > 0)) { continue; }
              var scale = box / natural;
              if (Math.abs(scale - 1) > 0.002 && Math.abs(scale - 1) < 0.25) {
                el.style.transformOrigin = "0 0";
                el.style.transform = "scaleX(" + scale.toFixed(4) + ")";
              }
            }
          }
          var SVG = "http://www.w3.org/2000/svg";
          function progressWidth(el, now) {
            var parts = (el.getAttribute("data-live-progress") || "").split(",");
            var start = Number(parts[0]), end = Number(parts[1]), down = parts[2] !== "false";
            var length = Number(el.getAttribute("data-live-progress-length"));
            var minimum = Number(el.getAttribute("data-live-progress-min")) || 0;
            if (!isFinite(start) || !isFinite(end) || !isFinite(length)) { return null; }
            var total = end - start;
            var done = total > 0 ? Math.min(Math.max((now - start) / total, 0), 1) : 1;
            var fraction = down ? 1 - done : done;
            return fraction > 0 ? Math.max(length * fraction, minimum) : 0;
          }
          function tick() {
            var now = Date.now();
            var els = document.querySelectorAll("[data-live-style]");
            for (var i = 0; i < els.length; i++) {
              var text = format(els[i], now);
              if (text === null) { continue; }
              var target = els[i].querySelector(".wk-live-text") || els[i];
              if (target.textContent !== text || target.children.length > 0) { target.textContent = text; }
            }
            var bars = document.querySelectorAll("[data-live-progress]");
            for (var j = 0; j < bars.length; j++) {
              var width = progressWidth(bars[j], now);
              if (width === null) { continue; }
              var rounded = Math.round(width * 1000) / 1000;
              if (bars[j].namespaceURI === SVG) {
                var dash = rounded + " " + bars[j].getAttribute("data-live-progress-length");
                if (bars[j].getAttribute("stroke-dasharray") !== dash) { bars[j].setAttribute("stroke-dasharray", dash); }
                if (rounded > 0) { bars[j].removeAttribute("visibility"); } else { bars[j].setAttribute("visibility", "hidden"); }
                continue;
              }
              var value = rounded + "px";
              if (bars[j].style.width !== value) { bars[j].style.width = value; }
            }
            fit();
          }
          function loop() {
            tick();
            setTimeout(loop, 1000 - (Date.now() % 1000) + 5);
          }
          if (!fontsReady) { document.fonts.ready.then(function () { fontsReady = true; fit(); }); }
          window.WidgetKitLive = { tick: tick, format: format, fit: fit, progressWidth: progressWidth };
          if (document.readyState === "loading") {
            document.addEventListener("DOMContentLoaded", loop);
          } else {
            loop();
          }
        })();

        """#
}
