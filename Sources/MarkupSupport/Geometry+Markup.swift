// Markup helpers shared by SVGRenderer and HTMLRenderer.
//
// This file is compiled into both modules: `Sources/HTMLRenderer/MarkupSupport.swift` is a
// symbolic link to it, so both renderers escape, name fonts and draw SVG shapes and paints in
// exactly the same way without a third module. Everything here is internal.

import DisplayList
package import Foundation

// MARK: - Escaping and safety

/// Escaping, URL checks and small formatting helpers for SVG, HTML and CSS output.

/// One font file the browser may load for a family, weight and style.

/// The fonts SVG and HTML output refer to: the text engine's families, served from Debian's packages.

extension CGRect {
    package func offsetBy(_ origin: CGPoint) -> CGRect {
        CGRect(x: minX - origin.x, y: minY - origin.y, width: width, height: height)
    }
}

/// Numbers for markup: at most three decimals (``formatNumber(_:)``).

package func num(_ value: Double) -> String { formatNumber(value) }

package func num(_ value: CGFloat) -> String { formatNumber(Double(value)) }

/// Collects `<defs>` content with unique, deterministic ids; identical definitions share one id.

/// SVG elements for shape outlines, paths and images.
