//! The setup screen in the window: where each control sits, its keys and clicks, its
//! drawing, and the offer to resume the autosave over it. The choices themselves live
//! in [`crate::race::setup`].

use crate::i18n::{name_entry_buttons, rule_line, variant_line, Lang, Msg, NameEntryMsg};
use crate::prelude::*;
use crate::race::setup::{self, Control, SetupAction, SetupKey, SetupModel};
use crate::race::setup_layout::*;
pub use crate::race::setup_layout::{setup_rects, setup_sizes};
use crate::race::setup_notice::{notice_block, notice_box, notice_on_strip};
use crate::table::input::pressed;
use crate::RacePage;
use crate::{Race, TableScreen};
use base::said::lab_play::LabPlayMsg;
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::{draw_circle, draw_circle_lines, draw_rectangle, draw_rectangle_lines};
use paint::layout::{reading_height, Rect};
use paint::text_layout::{fit_line, lay_out, Align};
use shell::dialog::{self, Dialog};
use shell::Frame;
use track::pieces::Seat;
use track::variant::{HouseRule, Variant};

fn pill(pen: &Pen, r: Rect, label: &str, size: f32, on: bool, focused: bool) {
    let fill = if on {
        PILL_ON
    } else {
        Color::new(1.0, 1.0, 1.0, 1.0)
    };
    let ink = if on { WHITE } else { INK };
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, PILL_OUTLINE, INK);
    if focused {
        draw_focus_ring(r);
    }
    let (cx, cy) = r.center();
    // A stepper's arrows ("◀ normal ▶") go first when the label would not fit in the
    // box (1024×768): the value matters, and a click or Left/Right still changes it.
    let room = r.w - size * PILL_MARGIN;
    let mut label = label;
    if pen.measure(label, size).0 > room {
        if let Some(value) = label.strip_prefix("◀ ").and_then(|l| l.strip_suffix(" ▶")) {
            label = value;
        }
    }
    pen.center(label, cx, cy, pen.fitting(label, size, room), ink);
}

/// Draws the setup screen.
fn draw_setup_controls(pen: &Pen, model: &SetupModel, notice: Option<&str>, w: f32, h: f32) {
    paint::flat_fill::clear(PAPER);
    let lang = Lang::from_code(&model.lang);
    let t = |m: Msg| words::say(lang, &m);
    let sizes = setup_sizes(pen, model, notice, w, h);
    let (ts, small) = (sizes.ts, sizes.small);
    let title_y = reading_height(w, h) * TITLE_Y;
    pen.left(&t(Msg::SetupTitle), w * LEFT_X, title_y, ts * 1.4, INK);
    let rects = setup_rects(pen, model, notice, w, h);
    let focused = model.focused();
    let presets = Variant::presets();
    let first_rect = |c: Control| rects.iter().find(|(x, _)| *x == c).map(|(_, r)| *r);
    if let Some(r) = first_rect(Control::Variant(0)) {
        pen.left(&t(Msg::SetupVariant), r.x, r.y - ts * 0.8, ts, INK);
    }
    if let Some(r) = first_rect(Control::Rule(HouseRule::ALL[0])) {
        pen.left(&t(Msg::SetupRules), r.x, r.y - ts * 0.8, ts, INK);
    }
    if let Some(r) = first_rect(Control::Name(Seat(0))) {
        let [_, (rx, _)] = columns(w, h);
        pen.left(&t(Msg::SetupPlayers), rx, r.y - ts * 0.8, ts, INK);
    }
    for (c, r) in &rects {
        let is_focused = *c == focused;
        match c {
            Control::Variant(i) => {
                let id = presets[*i].id.as_str();
                let on = model.variant == id && model.rule_set.is_none();
                let (name, line) = variant_line(lang, id);
                let line = if sizes.explained { line.as_str() } else { "" };
                check_row(pen, *r, &name, line, ts, small, on, is_focused, true);
            }
            Control::OwnRules => {
                let (mut name, line) = own_rules_line(model, lang, true);
                // The stepper's arrows go first when the name would not fit: a click or
                // Left/Right still steps.
                if pen.measure(&name, small).0 > r.w - ts * 1.4 {
                    name = own_rules_line(model, lang, false).0;
                }
                let line = if sizes.explained { line.as_str() } else { "" };
                let on = model.chosen_rule_set().is_some();
                check_row(pen, *r, &name, line, ts, small, on, is_focused, true);
            }
            Control::Rule(rule) => {
                let (name, line) = rule_line(lang, *rule);
                let line = if sizes.explained { line.as_str() } else { "" };
                check_row(
                    pen,
                    *r,
                    &name,
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
            Control::Help(s) => {
                pill(
                    pen,
                    *r,
                    &format!("◀ {} ▶", t(Msg::HelpLevel(model.seats[s.index()].help))),
                    small,
                    false,
                    is_focused,
                );
            }
            Control::ReadToMe(s) => {
                let seat = &model.seats[s.index()];
                let on = base::speech::read_to_me::reads_to(seat.read_to_me, seat.help);
                pill(pen, *r, "", small, on, is_focused);
                let ink = if on { WHITE } else { INK };
                paint::speaker_icon::draw_speaker(*r, on, ink);
            }
            Control::Name(s) => {
                // The seat's shape in its colour beside its name (the colour's name is
                // the field's placeholder).
                draw_shape(
                    seat_shape(*s),
                    r.x - ts * (SEAT_INDENT - 0.7),
                    r.y + r.h * 0.9,
                    ts * 0.6,
                    seat_color(*s),
                    INK,
                    2.0,
                );
                let name = &model.seats[s.index()].name;
                draw_rectangle(r.x, r.y, r.w, r.h, WHITE);
                draw_rectangle_lines(r.x, r.y, r.w, r.h, PILL_OUTLINE, INK);
                if is_focused {
                    draw_focus_ring(*r);
                }
                let shown = if name.is_empty() && !is_focused {
                    t(Msg::SeatName(*s))
                } else {
                    name.clone()
                };
                let caret = if is_focused { "|" } else { "" };
                let ink = if name.is_empty() { PLACEHOLDER } else { INK };
                // A long name is cut short with "…" inside its field (which is narrower
                // where the stepper stands beside it).
                let room = r.w - ts * 0.6;
                let (line, _) = fit_line(pen, &format!("{shown}{caret}"), room, small, small);
                pen.left(&line, r.x + ts * 0.4, r.y + r.h / 2.0, small, ink);
            }
            Control::First | Control::Speed => {
                // The question stands left of its stepper: a long one ("Hvem begynner?")
                // is set smaller to keep clear of it, but never below 1/40 of the window.
                let (question, label) = match (c, model.first) {
                    (Control::Speed, _) => {
                        (t(Msg::SetupSpeed), t(Msg::Speed(model.computer_speed)))
                    }
                    (_, None) => (t(Msg::SetupFirst), t(Msg::RollForIt)),
                    (_, Some(s)) => (t(Msg::SetupFirst), t(Msg::SeatName(s))),
                };
                // (Or above it, where the stepper takes the column's width.)
                let x = columns(w, h)[1].0;
                if r.x <= x + 0.5 {
                    let y = r.y - small * QUESTION_LINE / 2.0;
                    pen.left(&question, x, y, pen.fitting(&question, small, r.w), INK);
                } else {
                    let room = r.x - x - small * 0.3;
                    let size = pen.fitting(&question, small, room).max(small);
                    pen.left(&question, x, r.y + r.h / 2.0, size, INK);
                }
                pill(pen, *r, &format!("◀ {label} ▶"), small, false, is_focused);
            }
            Control::Lang => pill(pen, *r, &t(Msg::SetupLang), small, false, is_focused),
            Control::Start => {
                draw_button(pen, *r, &t(Msg::SetupStart), ts * 1.1, model.can_start());
                if is_focused {
                    draw_focus_ring(*r);
                }
            }
            Control::Back => {
                draw_button(pen, *r, &t(Msg::SetupBack), ts, false);
                if is_focused {
                    draw_focus_ring(*r);
                }
            }
        }
    }
    // Under the games: what the focused seat's help or computer level means, or, where
    // the rows have no room for their explanations, the focused row's (or the chosen
    // game's).
    let seat_line = |s: Seat| {
        let seat = &model.seats[s.index()];
        if seat.computer {
            t(Msg::LevelLine(seat.level))
        } else {
            t(Msg::HelpLine(seat.help))
        }
    };
    let strip = match focused {
        Control::Plays(s)
        | Control::Computer(s)
        | Control::Level(s)
        | Control::Help(s)
        | Control::Name(s)
            if model.seats[s.index()].plays =>
        {
            Some(seat_line(s))
        }
        Control::ReadToMe(s) => {
            let seat = &model.seats[s.index()];
            let state = base::speech::read_to_me::reads_to(seat.read_to_me, seat.help);
            Some(words::say(
                lang,
                &base::speech::SpeechMsg::ReadToMe { state },
            ))
        }
        Control::Speed => Some(t(Msg::SpeedLine(model.computer_speed))),
        _ if sizes.explained => None,
        Control::Rule(rule) => Some(rule_line(lang, rule).1),
        Control::Variant(i) => Some(variant_line(lang, presets[i].id.as_str()).1),
        Control::OwnRules => Some(own_rules_line(model, lang, false).1),
        _ if model.chosen_rule_set().is_some() => Some(own_rules_line(model, lang, false).1),
        _ => Some(variant_line(lang, &model.variant).1),
    };
    let notice_room = notice.map(|n| notice_box(pen, n, &rects, &sizes, w, h));
    let strip = strip.filter(|_| !notice_room.is_some_and(|r| notice_on_strip(r, &rects, &sizes)));
    if let Some(line) = strip {
        let line = line.as_str();
        let top = explanation_top(&rects, &sizes);
        let [(lx, lw), _] = columns(w, h);
        let block = lay_out(pen, line, lw, small * 2.7, small, small);
        for l in block.place_on_show(pen, lx, lw, top, Align::Left) {
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, EXPLANATION);
        }
    }
    // The keys, for a keyboard: a touch screen has none.
    if !shell::touch::touch_screen() {
        pen.left(&t(Msg::SetupKeys), w * LEFT_X, h - small * 1.2, small, INK);
    }
    // The notice in its own place, whole (on pages where it is long).
    if let (Some(n), Some(room)) = (notice, notice_room) {
        let block = notice_block(pen, n, room, &sizes);
        pen.block(&block, room.x, room.w, room.y, Align::Left, NOTICE);
    }
}

/// The row of the family's own rules: "Our rules: ◀ name ▶" (the arrows only when there
/// is more than one to step through) and what the rule set on show plays with.
fn own_rules_line(model: &SetupModel, lang: Lang, arrows: bool) -> (String, String) {
    let Some(rules) = model.shown_rule_set() else {
        return (String::new(), String::new());
    };
    let name = if arrows && model.saved_rule_sets().len() > 1 {
        format!("◀ {} ▶", rules.name)
    } else {
        rules.name.clone()
    };
    (
        ::words::say(lang, &LabPlayMsg::OurRules(name)),
        ::words::say(lang, &LabPlayMsg::line_of(rules)),
    )
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
        let band = Rect {
            x: r.x - ROW_FOCUS_PAD_X,
            y: r.y - ROW_FOCUS_PAD_Y,
            w: r.w + 2.0 * ROW_FOCUS_PAD_X,
            h: r.h + 2.0 * ROW_FOCUS_PAD_Y,
        };
        draw_rectangle(band.x, band.y, band.w, band.h, FOCUS_TINT);
        draw_rectangle_lines(band.x, band.y, band.w, band.h, ROW_FOCUS_LINE, FOCUS);
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
    // A long name (a family's rule set) is set smaller down to the small size, then
    // cut short with "…"; so is the line under it.
    let room = r.w - ts * 1.4;
    let (name, size) = fit_line(pen, name, room, ts, small);
    pen.left(&name, r.x + ts * 1.4, by, size, INK);
    if !line.is_empty() {
        let (line, size) = fit_line(pen, line, room, small, small);
        pen.left(
            &line,
            r.x + ts * 1.4,
            by + ts * 0.5 + small * 0.75,
            size,
            EXPLANATION,
        );
    }
}

/// The setup screen's frames: its input, drawing and starting the chosen game.
#[easy_ext::ext(RaceSetupScreen)]
impl TableScreen<Race> {
    /// Reads the saved rule sets, once each time the setup is entered (see
    /// [`RaceScreen::take_rule_sets`](crate::race::room::RaceScreen)).
    pub fn look_for_rule_sets(&mut self) {
        if self.room.setup.rule_sets.is_none() {
            let (found, broken) = base::rule_sets::list(&self.cfg.data_dir);
            self.take_rule_sets(found, broken);
        }
    }

    /// Takes the rule sets just read: a remembered one that is gone falls back to the
    /// small game, and a broken file is left out; each is said once.
    pub fn take_rule_sets(
        &mut self,
        found: Vec<track::RuleSet>,
        broken: Vec<base::rule_sets::RuleFileError>,
    ) {
        if let Some(name) = self.room.setup.take_rule_sets(found) {
            self.notice = Some(::words::say(self.lang, &LabPlayMsg::Gone(name)));
            self.save_settings();
        }
        let new: Vec<_> = broken
            .into_iter()
            .filter(|e| !self.room.setup.broken_said.contains(&e.file))
            .collect();
        // One notice at a time: the broken files wait for a setup without one.
        if let (Some(first), None) = (new.first(), &self.notice) {
            self.room
                .setup
                .broken_said
                .extend(new.iter().map(|e| e.file.clone()));
            // The file's name, not the whole path: the line is short.
            let mut first = first.clone();
            if let Some(name) = std::path::Path::new(&first.file).file_name() {
                first.file = name.to_string_lossy().into();
            }
            let error = words::say(self.lang, &first);
            let more = new.len() - 1;
            self.notice = Some(::words::say(self.lang, &LabPlayMsg::Broken { error, more }));
        }
    }

    /// One frame of the setup screen's keys and clicks (or of the resume offer over it).
    pub fn update_setup(&mut self, frame: &Frame) {
        self.look_for_rule_sets();
        if self.room.resume.is_some() {
            let mut focus = self.end_focus;
            let chosen = dialog::ask(frame, &self.resume_dialog(), &mut focus);
            self.end_focus = focus;
            match chosen {
                Some(0) => {
                    if let Some((save, state, _)) = self.room.resume.take() {
                        self.continue_saved(save, state);
                    }
                }
                Some(1) => self.room.resume = None,
                _ => {}
            }
            return;
        }
        // A name in the name box: the frame is the box's, unless a press outside it
        // goes on to the setup.
        if let Some((_, entry)) = self.room.setup.naming.as_mut() {
            let step = entry.update(frame);
            if !self.room.setup.end_naming(step) {
                return;
            }
        }
        let shift = frame.down(KeyCode::LeftShift) || frame.down(KeyCode::RightShift);
        let typing = matches!(self.room.setup.focused(), setup::Control::Name(_));
        let mut keys = pressed(
            frame,
            &[
                (
                    KeyCode::Tab,
                    if shift {
                        SetupKey::Prev
                    } else {
                        SetupKey::Next
                    },
                ),
                (KeyCode::Down, SetupKey::Next),
                (KeyCode::Up, SetupKey::Prev),
                (KeyCode::Left, SetupKey::Left),
                (KeyCode::Right, SetupKey::Right),
                (KeyCode::Enter, SetupKey::Activate),
                (KeyCode::KpEnter, SetupKey::Activate),
                (KeyCode::Escape, SetupKey::Escape),
                (KeyCode::Backspace, SetupKey::Backspace),
            ],
        );
        for &c in &frame.chars {
            if typing {
                keys.push(SetupKey::Char(c));
            } else if c == ' ' {
                keys.push(SetupKey::Activate);
            }
        }
        let mut actions = vec![];
        for k in keys {
            actions.push(self.room.setup.key(k));
        }
        if frame.clicked() {
            let (mx, my) = frame.mouse;
            let pen = Pen { font: &self.font };
            let rects = setup_rects(
                &pen,
                &self.room.setup,
                self.notice.as_deref(),
                frame.size.0,
                frame.size.1,
            );
            if let Some((c, _)) = rects.into_iter().find(|(_, r)| r.contains(mx, my)) {
                actions.push(self.room.setup.activate(c));
            }
        }
        self.lang = Lang::from_code(&self.room.setup.lang);
        for a in actions {
            match a {
                SetupAction::Start => {
                    let seed = self.cfg.seed.wrapping_add(self.room.games);
                    self.room.games += 1;
                    self.start_from_setup(seed);
                    return;
                }
                // No game is on show here: back to the start screen at once.
                SetupAction::Back => {
                    // The rule sets are read again when the setup is next entered, and
                    // its notice has been seen.
                    self.room.setup.rule_sets = None;
                    self.notice = None;
                    self.leave_now(crate::table::flow::Leave::ToStart)
                }
                SetupAction::None => {}
            }
        }
    }

    /// Draws the setup screen, and the offer to resume the autosave over it.
    pub fn draw_setup(&self, pen: &Pen, w: f32, h: f32) {
        draw_setup_controls(pen, &self.room.setup, self.notice.as_deref(), w, h);
        if let Some((seat, entry)) = &self.room.setup.naming {
            let prompt = NameEntryMsg::Player(self.t(Msg::SeatName(*seat)));
            let [done, cancel] = name_entry_buttons(self.lang);
            let prompt = words::say(self.lang, &prompt);
            entry.draw(pen, &prompt, [&done, &cancel], w, h);
        }
        if self.room.resume.is_some() {
            dialog::draw(pen, &self.resume_dialog(), self.end_focus, w, h);
        }
    }

    /// Whether a letter typed now goes into a player's name (the shell then keeps K
    /// from muting).
    pub fn typing_name(&self) -> bool {
        self.screen == crate::Screen::Own(RacePage::Setup)
            && self.room.resume.is_none()
            && matches!(self.room.setup.focused(), Control::Name(_))
    }

    /// "Continue the saved game?" as a dialog; Esc starts a new setup (the save stays).
    /// A game of a family's own rules is named.
    pub fn resume_dialog(&self) -> Dialog {
        let (minutes, round) = self
            .room
            .resume
            .as_ref()
            .map_or((0, 1), |(_, state, m)| (*m, state.round()));
        let question = match self
            .room
            .resume
            .as_ref()
            .and_then(|(_, s, _)| own_rules_name(s))
        {
            Some(name) => ::words::say(
                self.lang,
                &LabPlayMsg::ResumeQuestion {
                    name,
                    minutes,
                    round,
                },
            ),
            None => self.t(Msg::ResumeQuestion(minutes, round)),
        };
        Dialog::new(
            self.t(Msg::Title),
            question,
            vec![self.t(Msg::Resume), self.t(Msg::NewSetup)],
            Some(1),
        )
    }

    /// The start screen's *Continue* for the race's autosave: a game of a family's own
    /// rules is named.
    pub fn continue_label(&self) -> String {
        let state = self.room.resume.as_ref().map(|(_, state, _)| state);
        let round = state.map_or(1, |s| s.round());
        match state.and_then(own_rules_name) {
            Some(name) => ::words::say(self.lang, &LabPlayMsg::Continue { name, round }),
            None => self.t(Msg::StartContinue(round)),
        }
    }
}

/// The name of a game's own rules: its variant's id, when the game is not one of the
/// booklet's (other pieces, tries or dice than the preset of that id).
pub fn own_rules_name(state: &track::State) -> Option<String> {
    let variant = &state.setup().variant;
    let booklet = Variant::by_id(&variant.id).as_ref() == Some(variant)
        && *state.dice() == track::dice::Dice::default_dice();
    (!booklet).then(|| variant.id.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use paint::font_measure::FontMeasure;
    use paint::layout::CAP_HEIGHT;

    const SIZES: [(f32, f32); 7] = paint::layout::TEST_WINDOWS;

    /// The setup with every seat a person, and with a computer at each seat.
    fn models() -> Vec<SetupModel> {
        let people = SetupModel::default();
        let mut computers = SetupModel::default();
        for s in &mut computers.seats {
            s.plays = true;
            s.computer = true;
        }
        // Saved rule sets offered, one with a long name chosen.
        let mut own = SetupModel::default();
        let long = base::rule_sets::from_json(
            r#"{"name": "Unsere ganz besonders lange Regel dazu", "base": "large"}"#,
            "long.json",
        );
        let short = base::rule_sets::from_json(r#"{"name": "Nur", "base": "small"}"#, "x");
        own.take_rule_sets(vec![long.expect("a rule set"), short.expect("a rule set")]);
        own.activate(Control::OwnRules);
        let mut own_computers = own.clone();
        own_computers.seats = computers.seats.clone();
        vec![people, computers, own, own_computers]
    }

    #[test]
    fn the_own_rules_row_stands_under_the_booklets_games_and_above_the_house_rules() {
        for (w, h) in SIZES {
            let m = &models()[2];
            let rects = setup_rects(&FontMeasure::new(), m, None, w, h);
            let at = |c: Control| rects.iter().find(|(x, _)| *x == c).map(|(_, r)| *r);
            let own = at(Control::OwnRules).expect("the row is there");
            let last_game = at(Control::Variant(3)).expect("the large action game");
            let first_rule = at(Control::Rule(HouseRule::ALL[0])).expect("a house rule");
            assert!(last_game.y + last_game.h <= own.y + 0.5, "{w}×{h}");
            assert!(own.y + own.h <= first_rule.y + 0.5, "{w}×{h}");
        }
    }

    #[test]
    fn the_setup_text_is_never_below_a_fortieth_of_the_window() {
        for (w, h) in SIZES {
            for m in models() {
                let s = setup_sizes(&FontMeasure::new(), &m, None, w, h);
                let fortieth = reading_height(w, h) / 40.0;
                assert!(s.small * CAP_HEIGHT >= fortieth - 0.01, "{w}×{h}: {s:?}");
                assert!(s.ts >= s.small, "{w}×{h}: {s:?}");
                assert!(s.pill() >= s.small * 1.3, "{w}×{h}: a label fits its pill");
            }
        }
    }

    #[test]
    fn every_setup_control_lies_inside_the_window_apart_from_the_others() {
        for (w, h) in SIZES {
            for m in models() {
                let s = setup_sizes(&FontMeasure::new(), &m, None, w, h);
                let rects = setup_rects(&FontMeasure::new(), &m, None, w, h);
                let keys_line = h - s.small * 2.9;
                for (i, (c, a)) in rects.iter().enumerate() {
                    assert!(a.x >= 0.0 && a.x + a.w <= w + 0.5, "{w}×{h}: {c:?} {a:?}");
                    assert!(
                        a.y >= 0.0 && a.y + a.h <= keys_line + 0.5,
                        "{w}×{h}: {c:?} {a:?}"
                    );
                    for (d, b) in &rects[i + 1..] {
                        let apart = a.x + a.w <= b.x + 0.5
                            || b.x + b.w <= a.x + 0.5
                            || a.y + a.h <= b.y + 0.5
                            || b.y + b.h <= a.y + 0.5;
                        assert!(apart, "{w}×{h}: {c:?} {a:?} and {d:?} {b:?}");
                    }
                }
                let strip = explanation_top(&rects, &s) + explanation_room(&s);
                assert!(strip <= keys_line + 0.5, "{w}×{h}: the explanation");
            }
        }
    }
}
