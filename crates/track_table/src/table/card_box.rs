//! An action card on screen. A drawn card is the shell's one dialog, framed in its tone
//! (`card_dialog`); the card at hand in the panel is laid out here, window-free, measured
//! before it is placed: it grows until its text and the lines under it fit one under the
//! other, then its text takes the next size down, then it pages (see
//! [`paint::text_layout`]).

use crate::i18n::{Lang, Msg};
use crate::table::messages::card_text;
use macroquad::prelude::*;
use paint::draw::{tone_color, Pen, INK};
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use paint::layout::Rect;
use paint::text_layout::{lay_out, stack, Align, Line, Measure, LINE_HEIGHT};
use shell::dialog::{self, Dialog};
use track::cards::{Card, Tone};

/// A card's inner margin, in normal text sizes (of the card's base size).
const PAD: f32 = 0.6;
/// The gap between the heading, the text and the lines under it, in their sizes.
const GAP: f32 = 0.4;
/// A card in the panel writes its text this much larger than the small size.
const PANEL_CARD_TEXT: f32 = 1.1;
/// A card's outline, in pixels.
const CARD_OUTLINE: f32 = 4.0;
/// A card's shadow falls this many pixels right and down.
const CARD_SHADOW: (f32, f32) = (6.0, 8.0);
/// The shadow under a card.
const SHADOW: Color = Color::new(0.0, 0.0, 0.0, 0.25);

/// The texts on a card.
#[derive(Clone, Debug, PartialEq)]
pub struct CardTexts {
    /// "Action card · Good".
    pub heading: String,
    /// What the card says.
    pub body: String,
    /// The lines under it, centred ("Nothing happens: …", "Click or Enter: go on").
    pub under: Vec<String>,
}

impl CardTexts {
    /// A card's heading and text in a language, with `under` below them.
    pub fn of(lang: Lang, card: &Card, under: Vec<String>) -> CardTexts {
        CardTexts {
            heading: format!(
                "{} · {}",
                words::say(lang, &Msg::CardHeading),
                words::say(lang, &Msg::Tone(card.tone))
            ),
            body: card_text(lang, card),
            under,
        }
    }
}

/// A drawn card as the shell's one dialog: its heading as the title, its text (and
/// whether it changes anything) as the body, and *Go on* for a person (a computer's card
/// goes by itself). Esc and a click beside it go on too.
pub fn card_dialog(t: &CardTexts, go_on: Option<String>) -> Dialog {
    let mut body = t.body.clone();
    for line in &t.under {
        body.push('\n');
        body.push_str(line);
    }
    let safe = go_on.is_some().then_some(0);
    Dialog::new(t.heading.clone(), body, go_on.into_iter().collect(), safe)
}

/// Draws a drawn card as the one dialog, framed in its tone's colour.
pub fn draw_card_dialog(pen: &Pen, d: &Dialog, tone: Tone, w: f32, h: f32) {
    let p = dialog::draw(pen, d, 0, w, h);
    let band = CARD_OUTLINE * 4.0;
    let c = tone_color(tone);
    draw_rectangle(p.x, p.y, p.w, band, c);
    draw_rectangle(p.x, p.y + p.h - band, p.w, band, c);
    draw_rectangle(p.x, p.y, band, p.h, c);
    draw_rectangle(p.x + p.w - band, p.y, band, p.h, c);
    draw_rectangle_lines(p.x, p.y, p.w, p.h, CARD_OUTLINE, INK);
}

/// A card laid out: its frame and its lines, the text's on each of its pages.
#[derive(Clone, Debug, PartialEq)]
pub struct CardBox {
    /// The card.
    pub frame: Rect,
    /// The heading's lines.
    pub heading: Vec<Line>,
    /// The text's lines, page by page (one page unless it does not fit at the smallest
    /// size).
    pub body: Vec<Vec<Line>>,
    /// The lines under the text.
    pub under: Vec<Line>,
}

impl CardBox {
    /// How many pages the text fills.
    pub fn pages(&self) -> usize {
        self.body.len().max(1)
    }

    /// Every line on show with page `page` of the text.
    pub fn lines(&self, page: usize) -> impl Iterator<Item = &Line> {
        let body = self
            .body
            .get(page.min(self.body.len().saturating_sub(1)))
            .into_iter()
            .flatten();
        self.heading.iter().chain(body).chain(self.under.iter())
    }
}

/// The sizes of a card's parts.
#[derive(Clone, Copy, Debug)]
struct Sizes {
    heading: f32,
    body: f32,
    under: f32,
    min: f32,
    pad: f32,
}

/// Lays a card out in a frame at `x`, `width` wide, at least `min_h` and at most `max_h`
/// high (`heights`); the frame's top is chosen by `place_top` from its height.
fn lay_out_card(
    m: &dyn Measure,
    t: &CardTexts,
    x: f32,
    width: f32,
    (min_h, max_h): (f32, f32),
    s: Sizes,
    place_top: impl Fn(f32) -> f32,
) -> CardBox {
    let inner_x = x + s.pad;
    let inner_w = (width - 2.0 * s.pad).max(1.0);
    let inner_h = (max_h - 2.0 * s.pad).max(1.0);
    // The heading takes the lines it needs ("Action card ·" over "good" where one is too
    // narrow), up to half the card.
    let heading = lay_out(m, &t.heading, inner_w, inner_h / 2.0, s.heading, s.min);
    let heading_h = heading.height() + heading.size * GAP;
    // The lines under the text get up to a third of the room, the text the rest.
    let under = stack(
        m,
        &t.under,
        inner_w,
        inner_h / 3.0,
        s.under,
        s.min,
        GAP / 2.0,
    );
    let under_h = if t.under.is_empty() {
        0.0
    } else {
        under.height() + under.size * GAP
    };
    let body_room = (inner_h - heading_h - under_h).max(s.min * LINE_HEIGHT);
    let body = lay_out(m, &t.body, inner_w, body_room, s.body, s.min);
    let need = 2.0 * s.pad + heading_h + body.height() + under_h;
    let h = need.max(min_h);
    let top = place_top(h);
    let frame = Rect {
        x,
        y: top,
        w: width,
        h,
    };
    let body_top = top + s.pad + heading_h;
    CardBox {
        frame,
        heading: heading.place_on_show(m, inner_x, inner_w, top + s.pad, Align::Left),
        body: (0..body.pages())
            .map(|p| body.place(m, p, inner_x, inner_w, body_top, Align::Left))
            .collect(),
        // The lines under the text sit at the card's foot.
        under: under.place_on_show(
            m,
            inner_x,
            inner_w,
            top + h - s.pad - under.height(),
            Align::Center,
        ),
    }
}

/// The card at hand in the side panel: from `top`, `width` wide, at most `room` high, at
/// the small text size.
pub fn panel_card(
    m: &dyn Measure,
    x: f32,
    top: f32,
    width: f32,
    room: f32,
    small: f32,
    t: &CardTexts,
) -> CardBox {
    let sizes = Sizes {
        heading: small,
        body: (small * PANEL_CARD_TEXT).round(),
        under: small,
        min: small,
        pad: small * PAD,
    };
    lay_out_card(m, t, x, width, (0.0, room), sizes, |_| top)
}

/// Draws a laid-out card of a tone with page `page` of its text.
pub fn draw_card_box(pen: &Pen, b: &CardBox, tone: Tone, page: usize) {
    let r = b.frame;
    let fill = tone_color(tone);
    paint::rect_edges::draw_shadow((r.x, r.y, r.w, r.h), CARD_SHADOW, SHADOW, fill);
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, CARD_OUTLINE, INK);
    for l in b.lines(page) {
        pen.line(l, INK);
    }
}
