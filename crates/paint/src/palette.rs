//! The colours of the board and the pieces, as plain sRGB numbers, with the formulas
//! that check them: the WCAG contrast ratio, and how red-, green- and blue-weak eyes
//! see a colour (Machado, Oliveira and Fernandes 2009, full severity), compared as
//! distances in CIELAB. The tests below hold the palette to them.

/// An sRGB colour, 0–255 per channel.
pub type Rgb = [u8; 3];

/// The seats' colours: gold (yellow), green, blue, crimson (red). Dark enough to stand
/// 3:1 against every board square, and apart for every kind of colour vision.
pub const SEATS: [Rgb; 4] = [
    [0x9A, 0x7B, 0x00],
    [0x00, 0x80, 0x5C],
    [0x00, 0x63, 0xB8],
    [0xB8, 0x00, 0x2E],
];
/// A piece token's fill.
pub const TOKEN: Rgb = [0xFF, 0xFD, 0xF5];
/// A piece's glyph, and all dark ink.
pub const GLYPH: Rgb = [0x21, 0x1E, 0x23];
/// The light track squares.
pub const TRACK_LIGHT: Rgb = [0xFF, 0xFD, 0xF5];
/// The dark track squares.
pub const TRACK_DARK: Rgb = [0xEA, 0xE3, 0xD6];

/// Yalta's window behind the board: dark, so that its three colours of pieces stand out.
pub const YALTA_BACKDROP: Rgb = [46, 52, 64];
/// Yalta's panel, darker still.
pub const YALTA_PANEL: Rgb = [30, 34, 42];
/// Yalta's quiet text: the events, the players' material, the review's lines, the
/// setup's notes and keys.
pub const YALTA_QUIET: Rgb = [199, 199, 199];
/// Yalta's help lines (the keys): quieter than the events, still read at 4.5:1.
pub const YALTA_HELP: Rgb = [172, 178, 188];
/// Yalta's warning of a check.
pub const YALTA_CHECK: Rgb = [255, 115, 115];
/// Every text colour of Yalta's screens (white, the titles and names; the why-not's
/// head in orange; the review's step in gold), each to be read on its backdrop and its
/// panel.
pub const YALTA_TEXTS: [Rgb; 6] = [
    [255, 255, 255],
    YALTA_QUIET,
    YALTA_HELP,
    YALTA_CHECK,
    [255, 161, 0],
    [255, 203, 0],
];

/// One channel from sRGB to linear light.
fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// The WCAG relative luminance.
pub fn luminance(c: Rgb) -> f64 {
    let [r, g, b] = c.map(linear);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// The WCAG contrast ratio, 1 to 21.
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Kinds of colour vision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    /// Typical colour vision.
    Typical,
    /// Red-weak (protanopia).
    Protan,
    /// Green-weak (deuteranopia).
    Deutan,
    /// Blue-weak (tritanopia).
    Tritan,
}

impl Vision {
    /// Every kind.
    pub const ALL: [Vision; 4] = [
        Vision::Typical,
        Vision::Protan,
        Vision::Deutan,
        Vision::Tritan,
    ];

    /// The simulation matrix on linear RGB (Machado et al. 2009, severity 1.0).
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protan => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deutan => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritan => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

/// A colour as seen with a kind of colour vision, in CIELAB (D65).
pub fn lab_seen(c: Rgb, vision: Vision) -> [f64; 3] {
    let l = c.map(linear);
    let m = vision.matrix();
    let [r, g, b] = [0, 1, 2].map(|i| (0..3).map(|j| m[i][j] * l[j]).sum::<f64>().clamp(0.0, 1.0));
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIE76 colour difference of two colours as seen with a kind of vision.
pub fn difference(a: Rgb, b: Rgb, vision: Vision) -> f64 {
    let (p, q) = (lab_seen(a, vision), lab_seen(b, vision));
    (0..3).map(|i| (p[i] - q[i]).powi(2)).sum::<f64>().sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contrast_formula_gives_the_published_extremes() {
        assert!((contrast([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 0.01);
        assert!((contrast([119, 119, 119], [255, 255, 255]) - 4.48).abs() < 0.02);
        assert!((contrast([10, 20, 30], [10, 20, 30]) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_tokens_glyph_stands_out_from_its_fill() {
        assert!(contrast(GLYPH, TOKEN) >= 3.0);
    }

    #[test]
    fn every_seat_colour_stands_out_from_every_board_square() {
        for (i, s) in SEATS.iter().enumerate() {
            for sq in [TRACK_LIGHT, TRACK_DARK, TOKEN] {
                let c = contrast(*s, sq);
                assert!(c >= 3.0, "seat {i} against {sq:?}: {c:.2}");
            }
        }
    }

    #[test]
    fn seat_colours_stay_apart_for_every_kind_of_colour_vision() {
        for v in Vision::ALL {
            for (i, a) in SEATS.iter().enumerate() {
                for (j, b) in SEATS.iter().enumerate().skip(i + 1) {
                    let d = difference(*a, *b, v);
                    assert!(d >= 12.0, "{v:?}: seats {i} and {j} differ by only {d:.1}");
                }
            }
        }
    }

    #[test]
    fn the_simulations_merge_what_those_eyes_cannot_tell_apart() {
        // Red and green of equal lightness look alike to red- and green-weak eyes.
        let (red, green) = ([200, 80, 60], [110, 120, 50]);
        assert!(difference(red, green, Vision::Typical) > 30.0);
        assert!(
            difference(red, green, Vision::Deutan) < difference(red, green, Vision::Typical) / 2.0
        );
    }

    #[test]
    fn every_yalta_text_reads_at_four_and_a_half_to_one_on_its_dark_grounds() {
        for (i, ink) in YALTA_TEXTS.iter().enumerate() {
            for ground in [YALTA_BACKDROP, YALTA_PANEL] {
                let c = contrast(*ink, ground);
                assert!(
                    c >= 4.5,
                    "Yalta's text colour {i} {ink:?} on {ground:?}: {c:.2}"
                );
            }
        }
        // The help lines are quieter than the events, but not grey on grey.
        assert!(luminance(YALTA_HELP) < luminance(YALTA_QUIET));
    }
}
