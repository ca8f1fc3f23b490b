//! The one end page of every game: who won (or why it is a draw), each player's figures,
//! and the buttons *Review*, *Again*, *Save* and *Start screen*. It lies over the final
//! position, which stays visible round it, and folds away to a bar at the bottom (its
//! *See the board* button, Space, or a click on the board) so a child can look at how the
//! game ended; the bar's *Show the result* (or Space, Enter, a click on the bar) brings it
//! back. Window-free layout and deciding ([`layout`], [`decide`]), tested; [`draw`] and
//! [`ask`] connect them to the window.

use crate::frame::Frame;
use crate::keys::{Action, Input};
use macroquad::color::Color;
use paint::draw::{draw_button, draw_focus_ring, Pen, INK, PAPER};
use paint::flow::Band;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::{lay_out, Align, Line, Measure, TextBlock};
use std::cell::RefCell;

/// A button of the end page, the same in every game (`end-button-again`, …).
#[derive(words::Say, Clone, Copy, Debug, PartialEq, Eq)]
#[say(prefix = "end-button-")]
pub enum EndButton {
    /// Step through the game's moves or events.
    Review,
    /// The same kind of game again.
    Again,
    /// Save the finished game to a file.
    Save,
    /// Back to the start screen.
    Start,
    /// Fold the page away: the board.
    SeeBoard,
}

/// The buttons in the order they stand on the page.
pub const BUTTONS: [EndButton; 5] = [
    EndButton::Again,
    EndButton::Review,
    EndButton::Save,
    EndButton::Start,
    EndButton::SeeBoard,
];

/// What one frame did on the end page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndChoice {
    /// A button.
    Button(EndButton),
    /// The folded bar opened again.
    Unfold,
}

/// An end page: its words, each a text the game has said in the player's language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EndPage {
    /// Who won, or why it is a draw.
    pub title: String,
    /// The figures: one line per player (or per fact), best first.
    pub figures: Vec<String>,
    /// A colour mark before each figures line (the player's colour), if any.
    pub marks: Vec<Option<Color>>,
    /// The labels of [`BUTTONS`], in that order.
    pub labels: Vec<String>,
    /// The folded bar's button ("Show the result").
    pub show_label: String,
    /// A line under everything (a saved file's name, a hint), if any.
    pub note: String,
    /// What the result is about on the screen under the page (the mated king and the
    /// pieces that mate it, the panel's placings), what matters most first: the
    /// unfolded page stands clear of it wherever it can.
    pub clear: Vec<Rect>,
}

/// Where the end page's parts go.
#[derive(Clone, Debug, PartialEq)]
pub struct EndLayout {
    /// The box (unfolded) or the bar (folded).
    pub panel: Rect,
    /// The title.
    pub title: TextBlock,
    /// The title's top.
    pub title_y: f32,
    /// The figures, one block per line.
    pub figures: Vec<(TextBlock, f32)>,
    /// The note and its top.
    pub note: Option<(TextBlock, f32)>,
    /// The buttons, in [`BUTTONS`] order (folded: the one "show" button).
    pub buttons: Vec<Rect>,
}

/// The page's width, as a fraction of the window (portrait: nearly all of it).
const WIDTH: f32 = 0.62;
/// The page leaves this fraction of the window's height free above and below at most.
const MAX_HEIGHT: f32 = 0.94;

/// The folded bar's height in a `w` × `h` window: a screen that wants its whole picture
/// seen above the bar lays itself out in the height left.
pub fn bar_height(w: f32, h: f32) -> f32 {
    let (ts, _) = text_sizes(reading_height(w, h));
    (h / BIG_BUTTONS_PER_SCREEN).round() + (ts * 0.5).round() * 2.0
}

/// Lays the page out in a `w` × `h` window, folded or not.
pub fn layout(page: &EndPage, m: &dyn Measure, w: f32, h: f32, folded: bool) -> EndLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.5).round();
    let portrait = h > w;
    if folded {
        // A bar across the bottom: the title on the left, "Show the result" on the right.
        let bw = (ts * 10.0).min(w * 0.45);
        let panel = Rect {
            x: 0.0,
            y: h - bar_height(w, h),
            w,
            h: bar_height(w, h),
        };
        let title = lay_out(m, &page.title, w - bw - gap * 4.0, bh, ts, small);
        let title_y = panel.y + (panel.h - title.height()) / 2.0;
        return EndLayout {
            panel,
            title,
            title_y,
            figures: vec![],
            note: None,
            buttons: vec![Rect {
                x: w - bw - gap,
                y: panel.y + gap,
                w: bw,
                h: bh,
            }],
        };
    }
    let pw = if portrait {
        w * 0.94
    } else {
        (w * WIDTH).max(ts * 24.0).min(w * 0.94)
    };
    let centred = unfolded(page, m, w, h, pw, h * MAX_HEIGHT);
    if page.clear.is_empty() {
        return centred;
    }
    clear_of(page, m, w, h, centred)
}

/// The unfolded page `pw` wide and at most about `most_h` high (its words take smaller
/// sizes to fit), in the middle of the window.
fn unfolded(page: &EndPage, m: &dyn Measure, w: f32, h: f32, pw: f32, most_h: f32) -> EndLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    // Sized by the reading height (the width, in portrait), so that a tall window's
    // page leaves room above or under it.
    let bh = (reading_height(w, h) / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.5).round();
    let inner = pw - ts * 2.0;
    // Buttons: two columns of two, and "See the board" across the bottom (one column in
    // a narrow window).
    let cols = if inner > ts * 16.0 { 2 } else { 1 };
    let buttons_h = (4usize.div_ceil(cols) + 1) as f32 * (bh + gap);
    // The title keeps clear of the speaker at the top right (read to me).
    let beside = 2.0 * crate::speaker_button::room(ts);
    let title = lay_out(m, &page.title, inner - beside, h * 0.2, ts * 1.3, small);
    let mut room = most_h - gap * 3.0 - title.height() - buttons_h;
    let note =
        (!page.note.is_empty()).then(|| lay_out(m, &page.note, inner, room / 3.0, small, small));
    if let Some(n) = &note {
        room -= n.height() + gap;
    }
    // Every figures line at one size: the largest at which all fit.
    let rows = page.figures.len().max(1) as f32;
    let per_line = (room / rows).max(small * 1.25);
    let mut figures: Vec<TextBlock> = page
        .figures
        .iter()
        .map(|f| lay_out(m, f, inner - ts * 1.5, per_line, ts, small))
        .collect();
    let size = figures.iter().map(|b| b.size).fold(ts, f32::min);
    figures = page
        .figures
        .iter()
        .map(|f| lay_out(m, f, inner - ts * 1.5, per_line, size, size))
        .collect();
    let figures_h: f32 = figures.iter().map(|b| b.height()).sum();
    let note_h = note.as_ref().map_or(0.0, |n| n.height() + gap);
    let total = gap + title.height() + gap + figures_h + gap + note_h + buttons_h + gap;
    let panel = Rect::window(w, h).centre(pw, total);
    let title_y = panel.y + gap;
    let mut y = title_y + title.height() + gap;
    let figures = figures
        .into_iter()
        .map(|b| {
            let top = y;
            y += b.height();
            (b, top)
        })
        .collect();
    y += gap;
    let note = note.map(|n| {
        let top = y;
        y += n.height() + gap;
        (n, top)
    });
    let band = Band {
        x: panel.x + ts,
        y,
        width: inner,
        row_h: bh,
        gap,
    };
    let mut buttons = band.grid(4, cols);
    // See the board: under them, as wide as they are together.
    buttons.push(Rect {
        y: band.y + band.grid_height(4, cols) + gap,
        w: buttons[cols - 1].right() - band.x,
        ..buttons[0]
    });
    EndLayout {
        panel,
        title,
        title_y,
        figures,
        note,
        buttons,
    }
}

/// The unfolded page moved (and, where that is not enough, made as narrow as it may
/// be or as the room beside the first thing kept clear, or as low as the room above or
/// under what it keeps clear of) so that it covers
/// nothing of [`EndPage::clear`]: in the middle of the window, or of the room beside,
/// above or under what it keeps clear of, or at an edge of the window; where every
/// place covers some of it, the place that covers least, and rather across its whole
/// width than across part of it (a line half covered reads as a cut word).
fn clear_of(page: &EndPage, m: &dyn Measure, w: f32, h: f32, centred: EndLayout) -> EndLayout {
    let (ts, _) = text_sizes(reading_height(w, h));
    let edge = (ts * 0.5).round();
    // What a place covers: the first thing kept clear weighs most; a thing covered
    // across part of its width (its lines cut, as "e 1st") counts ten times.
    let covers = |r: &Rect| {
        page.clear
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let o = r.overlap(c) * if i == 0 { 100.0 } else { 1.0 };
                let across = r.x <= c.x + 0.5 && r.x + r.w >= c.x + c.w - 0.5;
                if o > 0.0 && !across {
                    o * 10.0
                } else {
                    o
                }
            })
            .sum::<f32>()
    };
    let left = page.clear.iter().map(|c| c.x).fold(w, f32::min);
    let right = page.clear.iter().map(|c| c.x + c.w).fold(0.0, f32::max);
    let top = page.clear.iter().map(|c| c.y).fold(h, f32::min);
    let bottom = page.clear.iter().map(|c| c.y + c.h).fold(0.0, f32::max);
    let narrow = (ts * 24.0).min(centred.panel.w);
    let pw = centred.panel.w;
    // As wide as the room beside the first thing kept clear, where that is not too
    // narrow for the page's buttons.
    let first = page.clear[0];
    let beside = [first.x - 2.0 * edge, w - first.x - first.w - 2.0 * edge]
        .into_iter()
        .filter(|room| *room >= ts * 16.0 && *room < narrow)
        .map(|room| unfolded(page, m, w, h, room.floor(), h * MAX_HEIGHT));
    let mut best: Option<(f32, EndLayout)> = None;
    let tries = [
        centred.clone(),
        unfolded(page, m, w, h, narrow, h * MAX_HEIGHT),
        unfolded(page, m, w, h, pw, top - 2.0 * edge),
        unfolded(page, m, w, h, pw, h - bottom - 2.0 * edge),
    ];
    for lay in tries.into_iter().chain(beside) {
        // A narrower or lower page whose words fit less whole is no place for them.
        if paged(&lay) > paged(&centred) {
            continue;
        }
        let p = lay.panel;
        let xs = places(p.x, p.w, left, right, w, edge);
        let ys = places(p.y, p.h, top, bottom, h, edge);
        for y in ys {
            for x in xs {
                let cost = covers(&Rect { x, y, ..p });
                if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                    best = Some((cost, moved(&lay, x - p.x, y - p.y)));
                }
                if cost == 0.0 {
                    return best.map_or(centred, |(_, l)| l);
                }
            }
        }
    }
    best.map_or(centred, |(_, l)| l)
}

/// Where a page `size` long may start along one of the window's axes (`extent` long)
/// to keep clear of what lies from `lo` to `hi` on it: where it is (`at`), in the middle
/// of the room before `lo` or after `hi`, or `edge` in from either end; each within the
/// window, in whole pixels.
fn places(at: f32, size: f32, lo: f32, hi: f32, extent: f32, edge: f32) -> [f32; 5] {
    [
        at,
        (lo - size) / 2.0,
        hi + (extent - hi - size) / 2.0,
        edge,
        extent - size - edge,
    ]
    .map(|v| v.clamp(0.0, (extent - size).max(0.0)).round())
}

/// How many of the layout's texts are paged (do not fit whole).
fn paged(lay: &EndLayout) -> usize {
    let blocks = std::iter::once(&lay.title)
        .chain(lay.figures.iter().map(|(b, _)| b))
        .chain(lay.note.iter().map(|(b, _)| b));
    blocks.filter(|b| b.pages() > 1).count()
}

/// The layout `lay` moved by `dx` across and `dy` down.
fn moved(lay: &EndLayout, dx: f32, dy: f32) -> EndLayout {
    let shift = |r: Rect| Rect {
        x: r.x + dx,
        y: r.y + dy,
        ..r
    };
    EndLayout {
        panel: shift(lay.panel),
        title: lay.title.clone(),
        title_y: lay.title_y + dy,
        figures: lay
            .figures
            .iter()
            .map(|(b, top)| (b.clone(), top + dy))
            .collect(),
        note: lay.note.as_ref().map(|(b, top)| (b.clone(), top + dy)),
        buttons: lay.buttons.iter().map(|r| shift(*r)).collect(),
    }
}

/// What one frame's input does on the end page; `focus` follows arrows and Tab.
/// Unfolded: Enter or a click chooses a button, Space or Esc or a click beside the box
/// folds it. Folded: Space, Enter, Esc or a click on the bar unfolds it.
pub fn decide(
    lay: &EndLayout,
    folded: bool,
    input: &Input,
    focus: &mut usize,
) -> Option<EndChoice> {
    if folded {
        let on_bar = input.press.is_some_and(|(x, y)| lay.panel.contains(x, y));
        let keys = [Action::Fold, Action::Confirm, Action::Back];
        return (on_bar || keys.iter().any(|a| input.has(*a))).then_some(EndChoice::Unfold);
    }
    let n = BUTTONS.len();
    *focus = (*focus).min(n - 1);
    if input.has(Action::Next) {
        *focus = (*focus + 1) % n;
    }
    if input.has(Action::Previous) {
        *focus = (*focus + n - 1) % n;
    }
    if input.has(Action::Confirm) {
        return Some(EndChoice::Button(BUTTONS[*focus]));
    }
    if input.has(Action::Fold) || input.has(Action::Back) {
        return Some(EndChoice::Button(EndButton::SeeBoard));
    }
    let (x, y) = input.press?;
    match lay.buttons.iter().position(|r| r.contains(x, y)) {
        Some(i) => Some(EndChoice::Button(BUTTONS[i])),
        None if !lay.panel.contains(x, y) => Some(EndChoice::Button(EndButton::SeeBoard)),
        None => None,
    }
}

/// Every line of the page's words where it is drawn (window-free: the text-layout test
/// checks these): the title, each figures line (after its colour mark), the note; folded,
/// the title on the bar's left.
pub fn placed_lines(m: &dyn Measure, lay: &EndLayout, w: f32, h: f32, folded: bool) -> Vec<Line> {
    let (ts, _) = text_sizes(reading_height(w, h));
    let p = lay.panel;
    if folded {
        let room = lay.buttons.first().map_or(p.w, |b| b.x) - ts * 2.0;
        return lay
            .title
            .place_on_show(m, ts, room, lay.title_y, Align::Left);
    }
    let inner = p.w - ts * 2.0;
    let mut lines = lay
        .title
        .place_on_show(m, p.x + ts, inner, lay.title_y, Align::Center);
    for (block, top) in &lay.figures {
        lines.extend(block.place_on_show(m, p.x + ts * 2.5, inner - ts * 1.5, *top, Align::Left));
    }
    if let Some((block, top)) = &lay.note {
        lines.extend(block.place_on_show(m, p.x + ts, inner, *top, Align::Center));
    }
    lines
}

thread_local! {
    /// The page drawn last, folded or not, and its layout: what a click is judged against.
    static LAST: RefCell<Option<(EndPage, bool, EndLayout)>> = const { RefCell::new(None) };
}

/// One frame of the end page on screen.
pub fn ask(frame: &Frame, page: &EndPage, folded: bool, focus: &mut usize) -> Option<EndChoice> {
    let input = Input::read(frame);
    let lay = LAST.with(|l| {
        l.borrow()
            .as_ref()
            .filter(|(p, f, _)| p == page && *f == folded)
            .map(|(_, _, lay)| lay.clone())
    });
    match lay {
        Some(lay) => decide(&lay, folded, &input, focus),
        None => decide(
            &EndLayout {
                panel: Rect::default(),
                title: TextBlock::default(),
                title_y: 0.0,
                figures: vec![],
                note: None,
                buttons: vec![],
            },
            folded,
            &Input {
                press: None,
                ..input
            },
            focus,
        ),
    }
}

/// The page's tap spots where it was drawn last: each button's name and place
/// (`end_again`, `end_review`, `end_save`, `end_start`, `end_see_board`; folded:
/// `end_show`).
pub fn shown_buttons() -> Vec<(&'static str, Rect)> {
    LAST.with(|l| match l.borrow().as_ref() {
        Some((_, true, lay)) => lay.buttons.iter().map(|r| ("end_show", *r)).collect(),
        Some((_, false, lay)) => BUTTONS
            .iter()
            .zip(&lay.buttons)
            .map(|(b, r)| (tap_name(*b), *r))
            .collect(),
        None => vec![],
    })
}

/// A button's name for the browser page.
pub fn tap_name(b: EndButton) -> &'static str {
    match b {
        EndButton::Again => "end_again",
        EndButton::Review => "end_review",
        EndButton::Save => "end_save",
        EndButton::Start => "end_start",
        EndButton::SeeBoard => "end_see_board",
    }
}

/// Draws the end page over the final position.
pub fn draw(pen: &Pen, page: &EndPage, folded: bool, focus: usize, w: f32, h: f32) {
    use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
    let lay = layout(page, pen, w, h, folded);
    let (ts, _) = text_sizes(reading_height(w, h));
    let p = lay.panel;
    draw_rectangle(p.x, p.y, p.w, p.h, PAPER);
    draw_rectangle_lines(p.x, p.y, p.w, p.h, 4.0, INK);
    pen.lines(&placed_lines(pen, &lay, w, h, folded), INK);
    crate::speaker_button::cover(p);
    if !folded {
        let spot = crate::speaker_button::corner(p, ts, (ts * 0.5).round());
        crate::speaker_button::draw_for(spot, &page.title);
    }
    if folded {
        draw_button(pen, lay.buttons[0], &page.show_label, ts * 1.05, true);
        draw_focus_ring(lay.buttons[0]);
    } else {
        for (k, (block, top)) in lay.figures.iter().enumerate() {
            if let Some(Some(c)) = page.marks.get(k) {
                let r = block.size * 0.35;
                let cy = top + block.line_height() / 2.0;
                paint::flat_fill::draw_circle(p.x + ts + r, cy, r, *c);
                paint::flat_fill::draw_circle_lines(p.x + ts + r, cy, r, 2.0, INK);
            }
        }
        for (i, (r, label)) in lay.buttons.iter().zip(&page.labels).enumerate() {
            draw_button(pen, *r, label, ts * 1.05, i == focus);
            if i == focus {
                draw_focus_ring(*r);
            }
        }
    }
    LAST.with(|l| *l.borrow_mut() = Some((page.clone(), folded, lay)));
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    fn page() -> EndPage {
        EndPage {
            title: "Anna wins!".into(),
            figures: (1..=4)
                .map(|i| format!("{i}. Player {i}: captured 3, lost 2, longest roll 6 moves"))
                .collect(),
            marks: vec![None; 4],
            labels: ["Again", "Review", "Save", "Start screen", "See the board"]
                .map(String::from)
                .to_vec(),
            show_label: "Show the result".into(),
            note: "Saved: game-2026-11-24.json".into(),
            clear: vec![],
        }
    }

    fn press(x: f32, y: f32) -> Input {
        Input {
            actions: vec![],
            press: Some((x, y)),
        }
    }

    const SIZES: [(f32, f32); 5] = [
        (800.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (720.0, 1280.0),
    ];

    #[test]
    fn the_end_page_fits_the_window_and_its_texts_do_not_overlap() {
        for (w, h) in SIZES {
            let lay = layout(&page(), &Mono, w, h, false);
            let p = lay.panel;
            assert!(p.y >= 0.0 && p.y + p.h <= h + 1.0, "{w}×{h}");
            let mut bottom = lay.title_y + lay.title.height();
            for (b, top) in &lay.figures {
                assert!(*top >= bottom - 0.5, "figures over the title at {w}×{h}");
                bottom = top + b.height();
            }
            for r in &lay.buttons {
                assert!(r.y >= bottom, "a button over the figures at {w}×{h}");
                assert!(r.x >= p.x && r.x + r.w <= p.x + p.w + 0.5);
            }
        }
    }

    #[test]
    fn folding_leaves_the_board_free_but_for_a_bar_at_the_bottom() {
        for (w, h) in SIZES {
            let lay = layout(&page(), &Mono, w, h, true);
            assert!(
                lay.panel.h < h / 6.0,
                "the bar is {} high at {w}×{h}",
                lay.panel.h
            );
            assert!((lay.panel.y + lay.panel.h - h).abs() < 1.0);
            assert_eq!(lay.panel.h, bar_height(w, h));
        }
    }

    #[test]
    fn a_click_beside_the_page_folds_it_and_a_click_on_the_bar_unfolds_it() {
        let lay = layout(&page(), &Mono, 1024.0, 768.0, false);
        let mut focus = 0;
        assert_eq!(
            decide(&lay, false, &press(2.0, 2.0), &mut focus),
            Some(EndChoice::Button(EndButton::SeeBoard))
        );
        let (x, y) = lay.buttons[3].center();
        assert_eq!(
            decide(&lay, false, &press(x, y), &mut focus),
            Some(EndChoice::Button(EndButton::Start))
        );
        let bar = layout(&page(), &Mono, 1024.0, 768.0, true);
        assert_eq!(decide(&bar, true, &press(2.0, 2.0), &mut focus), None);
        let (x, y) = bar.panel.center();
        assert_eq!(
            decide(&bar, true, &press(x, y), &mut focus),
            Some(EndChoice::Unfold)
        );
    }

    #[test]
    fn space_folds_and_enter_chooses_the_focused_button() {
        let lay = layout(&page(), &Mono, 1280.0, 720.0, false);
        let key = |a| Input {
            actions: vec![a],
            press: None,
        };
        let mut focus = 0;
        assert_eq!(
            decide(&lay, false, &key(Action::Fold), &mut focus),
            Some(EndChoice::Button(EndButton::SeeBoard))
        );
        decide(&lay, false, &key(Action::Next), &mut focus);
        assert_eq!(
            decide(&lay, false, &key(Action::Confirm), &mut focus),
            Some(EndChoice::Button(EndButton::Review))
        );
    }
}
