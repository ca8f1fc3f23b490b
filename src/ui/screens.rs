//! The setup screen and the overlays (menu, rules, end of game, a drawn card): their
//! layout as hit rectangles, shared by drawing and clicking, and their drawing.

use super::draw::*;
use super::i18n::{rule_line, rules_pages, text, variant_line, Lang, Msg};
use super::layout::Rect;
use super::setup::{Control, SetupModel};
use crate::rules::cards::{Card, Tone};
use crate::rules::pieces::Seat;
use crate::rules::variant::{HouseRule, Variant};
use macroquad::prelude::*;

/// Text sizes for a window: normal, and small (never below 1/40 of the height).
pub fn text_sizes(h: f32) -> (f32, f32) {
    let ts = (h / 30.0).round();
    (ts, (h / 40.0).ceil().max(ts * 0.78).round())
}

/// Where every setup control is, for a window size.
pub fn setup_rects(model: &SetupModel, w: f32, h: f32) -> Vec<(Control, Rect)> {
    let (ts, small) = text_sizes(h);
    let mut out = vec![];
    let left = Rect {
        x: w * 0.03,
        y: h * 0.12,
        w: w * 0.45,
        h: 0.0,
    };
    let mut y = left.y + ts * 1.4;
    let row = ts * 1.25 + small * 1.35;
    for i in 0..Variant::presets().len() {
        out.push((
            Control::Variant(i),
            Rect {
                x: left.x,
                y,
                w: left.w,
                h: row - ts * 0.15,
            },
        ));
        y += row;
    }
    y += ts * 1.5;
    for r in HouseRule::ALL {
        out.push((
            Control::Rule(r),
            Rect {
                x: left.x,
                y,
                w: left.w,
                h: row - ts * 0.15,
            },
        ));
        y += row;
    }
    let rx = w * 0.52;
    let rw = w * 0.45;
    let mut y = h * 0.12 + ts * 1.4;
    let pill_h = ts * 1.5;
    for s in Seat::ALL {
        let c = &model.seats[s.index()];
        let mut x = rx + ts * 4.6;
        let pw = rw * 0.2;
        out.push((
            Control::Plays(s),
            Rect {
                x,
                y,
                w: pw,
                h: pill_h,
            },
        ));
        x += pw + ts * 0.4;
        if c.plays {
            out.push((
                Control::Computer(s),
                Rect {
                    x,
                    y,
                    w: rw * 0.27,
                    h: pill_h,
                },
            ));
            x += rw * 0.27 + ts * 0.4;
            if c.computer {
                out.push((
                    Control::Level(s),
                    Rect {
                        x,
                        y,
                        w: (rx + rw - x).max(ts * 3.0),
                        h: pill_h,
                    },
                ));
            }
            out.push((
                Control::Name(s),
                Rect {
                    x: rx + ts * 4.6,
                    y: y + pill_h + ts * 0.25,
                    w: rw - ts * 4.6,
                    h: pill_h,
                },
            ));
        }
        y += 2.0 * pill_h + ts * 0.8;
    }
    y += ts * 0.2;
    out.push((
        Control::First,
        Rect {
            x: rx + rw * 0.4,
            y,
            w: rw * 0.6,
            h: pill_h,
        },
    ));
    y += pill_h + ts * 0.5;
    out.push((
        Control::Lang,
        Rect {
            x: rx,
            y,
            w: rw,
            h: pill_h,
        },
    ));
    y += pill_h + ts * 0.7;
    out.push((
        Control::Start,
        Rect {
            x: rx,
            y,
            w: rw,
            h: (h / 11.0).round(),
        },
    ));
    out
}

fn pill(pen: &Pen, r: Rect, label: &str, size: f32, on: bool, focused: bool) {
    let fill = if on {
        Color::new(0.16, 0.42, 0.27, 1.0)
    } else {
        Color::new(1.0, 1.0, 1.0, 1.0)
    };
    let ink = if on { WHITE } else { INK };
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
    if focused {
        draw_rectangle_lines(
            r.x - 4.0,
            r.y - 4.0,
            r.w + 8.0,
            r.h + 8.0,
            4.0,
            Color::new(0.95, 0.15, 0.45, 1.0),
        );
    }
    let (cx, cy) = r.center();
    pen.center(label, cx, cy, size, ink);
}

/// Draws the setup screen.
pub fn draw_setup(pen: &Pen, model: &SetupModel, notice: Option<&str>, w: f32, h: f32) {
    clear_background(PAPER);
    let lang = Lang::from_code(&model.lang);
    let t = |m: Msg| text(lang, &m);
    let (ts, small) = text_sizes(h);
    pen.left(&t(Msg::SetupTitle), w * 0.03, h * 0.05, ts * 1.4, INK);
    let rects = setup_rects(model, w, h);
    let focused = model.focused();
    let presets = Variant::presets();
    let first_rect = |c: Control| rects.iter().find(|(x, _)| *x == c).map(|(_, r)| *r);
    if let Some(r) = first_rect(Control::Variant(0)) {
        pen.left(&t(Msg::SetupVariant), r.x, r.y - ts * 0.8, ts, INK);
    }
    if let Some(r) = first_rect(Control::Rule(HouseRule::ALL[0])) {
        pen.left(&t(Msg::SetupRules), r.x, r.y - ts * 0.8, ts, INK);
    }
    if let Some(r) = first_rect(Control::Plays(Seat(0))) {
        pen.left(&t(Msg::SetupPlayers), w * 0.52, r.y - ts * 0.8, ts, INK);
    }
    for (c, r) in &rects {
        let is_focused = *c == focused;
        match c {
            Control::Variant(i) => {
                let id = presets[*i].id.as_str();
                let on = model.variant == id;
                let (name, line) = variant_line(lang, id);
                check_row(pen, *r, name, line, ts, small, on, is_focused, true);
            }
            Control::Rule(rule) => {
                let (name, line) = rule_line(lang, *rule);
                check_row(
                    pen,
                    *r,
                    name,
                    line,
                    ts,
                    small,
                    model.rules.contains(rule),
                    is_focused,
                    false,
                );
            }
            Control::Plays(s) => {
                let plays = model.seats[s.index()].plays;
                let (x, cy) = (w * 0.52, r.y + r.h / 2.0);
                draw_shape(
                    seat_shape(*s),
                    x + ts * 0.7,
                    cy,
                    ts * 0.6,
                    seat_color(*s),
                    INK,
                    2.0,
                );
                pen.left(&t(Msg::SeatName(*s)), x + ts * 1.6, cy, small, INK);
                pill(pen, *r, &t(Msg::SeatPlays(plays)), small, plays, is_focused);
            }
            Control::Computer(s) => {
                let c = model.seats[s.index()].computer;
                pill(pen, *r, &t(Msg::SeatComputer(c)), small, c, is_focused);
            }
            Control::Level(s) => {
                pill(
                    pen,
                    *r,
                    &format!("◀ {} ▶", t(Msg::Level(model.seats[s.index()].level))),
                    small,
                    false,
                    is_focused,
                );
            }
            Control::Name(s) => {
                let name = &model.seats[s.index()].name;
                draw_rectangle(r.x, r.y, r.w, r.h, WHITE);
                draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
                if is_focused {
                    draw_rectangle_lines(
                        r.x - 4.0,
                        r.y - 4.0,
                        r.w + 8.0,
                        r.h + 8.0,
                        4.0,
                        Color::new(0.95, 0.15, 0.45, 1.0),
                    );
                }
                let shown = if name.is_empty() && !is_focused {
                    t(Msg::SeatName(*s))
                } else {
                    name.clone()
                };
                let caret = if is_focused { "|" } else { "" };
                let ink = if name.is_empty() {
                    Color::new(0.5, 0.5, 0.5, 1.0)
                } else {
                    INK
                };
                pen.left(
                    &format!("{shown}{caret}"),
                    r.x + ts * 0.4,
                    r.y + r.h / 2.0,
                    small,
                    ink,
                );
            }
            Control::First => {
                pen.left(&t(Msg::SetupFirst), w * 0.52, r.y + r.h / 2.0, small, INK);
                let label = match model.first {
                    None => t(Msg::RollForIt),
                    Some(s) => t(Msg::SeatName(s)),
                };
                pill(pen, *r, &format!("◀ {label} ▶"), small, false, is_focused);
            }
            Control::Lang => pill(pen, *r, &t(Msg::SetupLang), small, false, is_focused),
            Control::Start => {
                draw_button(pen, *r, &t(Msg::SetupStart), ts * 1.1, model.can_start());
                if is_focused {
                    draw_rectangle_lines(
                        r.x - 4.0,
                        r.y - 4.0,
                        r.w + 8.0,
                        r.h + 8.0,
                        4.0,
                        Color::new(0.95, 0.15, 0.45, 1.0),
                    );
                }
            }
        }
    }
    pen.left(&t(Msg::SetupKeys), w * 0.03, h - small * 1.2, small, INK);
    if let Some(n) = notice {
        pen.left(
            n,
            w * 0.03,
            h - small * 2.6,
            small,
            Color::new(0.7, 0.1, 0.1, 1.0),
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn check_row(
    pen: &Pen,
    r: Rect,
    name: &str,
    line: &str,
    ts: f32,
    small: f32,
    on: bool,
    focused: bool,
    radio: bool,
) {
    if focused {
        draw_rectangle(
            r.x - 6.0,
            r.y - 2.0,
            r.w + 12.0,
            r.h + 4.0,
            Color::new(0.95, 0.15, 0.45, 0.12),
        );
        draw_rectangle_lines(
            r.x - 6.0,
            r.y - 2.0,
            r.w + 12.0,
            r.h + 4.0,
            3.0,
            Color::new(0.95, 0.15, 0.45, 1.0),
        );
    }
    let bx = r.x + ts * 0.6;
    let by = r.y + ts * 0.7;
    if radio {
        draw_circle(bx, by, ts * 0.42, WHITE);
        draw_circle_lines(bx, by, ts * 0.42, 2.0, INK);
        if on {
            draw_circle(bx, by, ts * 0.24, INK);
        }
    } else {
        draw_rectangle(bx - ts * 0.4, by - ts * 0.4, ts * 0.8, ts * 0.8, WHITE);
        draw_rectangle_lines(bx - ts * 0.4, by - ts * 0.4, ts * 0.8, ts * 0.8, 2.0, INK);
        if on {
            pen.center("✔", bx, by, ts * 0.9, INK);
        }
    }
    pen.left(name, r.x + ts * 1.4, by, ts, INK);
    pen.left(
        line,
        r.x + ts * 1.4,
        by + ts * 0.5 + small * 0.75,
        small,
        Color::new(0.3, 0.3, 0.32, 1.0),
    );
}

/// The colour of a card's tone.
pub fn tone_color(t: Tone) -> Color {
    match t {
        Tone::Good => Color::new(0.82, 0.93, 0.82, 1.0),
        Tone::Bad => Color::new(0.97, 0.82, 0.8, 1.0),
        Tone::Mixed => Color::new(0.98, 0.92, 0.75, 1.0),
    }
}

/// Draws an action card in a rectangle: heading, tone and text, wrapped.
pub fn draw_card(pen: &Pen, lang: Lang, card: &Card, r: Rect, ts: f32) {
    draw_rectangle(
        r.x + 6.0,
        r.y + 8.0,
        r.w,
        r.h,
        Color::new(0.0, 0.0, 0.0, 0.25),
    );
    draw_rectangle(r.x, r.y, r.w, r.h, tone_color(card.tone));
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 4.0, INK);
    let heading = format!(
        "{} · {}",
        text(lang, &Msg::CardHeading),
        text(lang, &Msg::Tone(card.tone))
    );
    pen.left(&heading, r.x + ts * 0.6, r.y + ts * 0.9, ts * 0.85, INK);
    let body = match lang {
        Lang::De => &card.text.de,
        Lang::En => &card.text.en,
    };
    let mut y = r.y + ts * 2.2;
    for line in pen.wrap(body, ts * 1.1, r.w - ts * 1.2) {
        pen.left(&line, r.x + ts * 0.6, y, ts * 1.1, INK);
        y += ts * 1.45;
    }
}

/// A box of buttons centred on the screen: returns the rects of `labels` (stacked).
pub fn overlay_buttons(w: f32, h: f32, title_lines: usize, count: usize) -> (Rect, Vec<Rect>) {
    let (ts, _) = text_sizes(h);
    let bh = (h / 11.0).round();
    let bw = (w * 0.5).max(ts * 12.0).min(w * 0.9);
    let head = ts * 1.6 * (title_lines as f32 + 1.7);
    let total = head + count as f32 * (bh + ts * 0.5) + ts * 0.5;
    let panel = Rect {
        x: (w - bw - ts * 2.0) / 2.0,
        y: (h - total) / 2.0,
        w: bw + ts * 2.0,
        h: total,
    };
    let mut y = panel.y + head;
    let mut rects = vec![];
    for _ in 0..count {
        rects.push(Rect {
            x: panel.x + ts,
            y,
            w: bw,
            h: bh,
        });
        y += bh + ts * 0.5;
    }
    (panel, rects)
}

/// Draws an overlay box with a title, text lines and buttons; `focus` marks a button.
pub fn draw_overlay(
    pen: &Pen,
    w: f32,
    h: f32,
    title: &str,
    lines: &[String],
    labels: &[String],
    focus: usize,
) {
    let (ts, small) = text_sizes(h);
    draw_rectangle(0.0, 0.0, w, h, Color::new(0.0, 0.0, 0.0, 0.35));
    let (panel, rects) = overlay_buttons(w, h, lines.len(), labels.len());
    draw_rectangle(panel.x, panel.y, panel.w, panel.h, PAPER);
    draw_rectangle_lines(panel.x, panel.y, panel.w, panel.h, 4.0, INK);
    pen.center(
        title,
        panel.x + panel.w / 2.0,
        panel.y + ts * 1.0,
        ts * 1.3,
        INK,
    );
    for (i, l) in lines.iter().enumerate() {
        pen.center(
            l,
            panel.x + panel.w / 2.0,
            panel.y + ts * 1.6 * (i as f32 + 1.6),
            ts.max(small),
            INK,
        );
    }
    for (i, (r, label)) in rects.iter().zip(labels).enumerate() {
        draw_button(pen, *r, label, ts * 1.1, i == focus);
        if i == focus {
            draw_rectangle_lines(
                r.x - 4.0,
                r.y - 4.0,
                r.w + 8.0,
                r.h + 8.0,
                4.0,
                Color::new(0.95, 0.15, 0.45, 1.0),
            );
        }
    }
}

/// Draws one page of the rules screen.
pub fn draw_rules(pen: &Pen, lang: Lang, page: usize, w: f32, h: f32) {
    let (ts, small) = text_sizes(h);
    clear_background(PAPER);
    let pages = rules_pages(lang);
    let page = page.min(pages.len() - 1);
    let (title, paras) = &pages[page];
    pen.left(
        &format!("{} ({}/{})", title, page + 1, pages.len()),
        w * 0.05,
        h * 0.08,
        ts * 1.4,
        INK,
    );
    let mut y = h * 0.2;
    for p in paras {
        for line in pen.wrap(p, ts * 1.05, w * 0.88) {
            pen.left(&line, w * 0.06, y, ts * 1.05, INK);
            y += ts * 1.5;
        }
        y += ts * 0.6;
    }
    pen.left(
        &text(lang, &Msg::RulesKeys),
        w * 0.05,
        h - small * 1.5,
        small,
        INK,
    );
}
