//! The Yalta setup screen: three seats (a person or the computer, a name), where
//! Red's queen stands, and the offer to continue a saved game.

use crate::*;
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use shell::i18n::{name_entry_buttons, NameEntryMsg};
use shell::name_entry::NameEntry;

/// The setup's controls, as the keys walk them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetupItem {
    /// A seat's name (typed after Enter).
    Name(usize),
    /// Who plays a seat: a person or the computer at a level.
    Seat(usize),
    /// Where Red's queen stands.
    RedQueen,
    /// Continue the saved game.
    Resume,
    /// Back to the start screen.
    Back,
    /// Play.
    Play,
}

/// A key on the setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetupKey {
    /// An arrow: ↑ ↓ move the focus, ← → change the seat or Red's queen (or move
    /// between the buttons of a row).
    Arrow(Arrow),
    /// Tab: the next control.
    Tab,
    /// Enter: the focused control's own action.
    Confirm,
    /// Esc: back to the start screen.
    Back,
}

/// The setup's rows, top to bottom (the saved game's offer only if there is one).
fn setup_rows(resume: bool) -> Vec<Vec<SetupItem>> {
    use SetupItem::*;
    let mut rows: Vec<Vec<SetupItem>> = (0..3).map(|i| vec![Name(i), Seat(i)]).collect();
    rows.push(vec![RedQueen]);
    if resume {
        rows.push(vec![Resume]);
    }
    rows.push(vec![Back, Play]);
    rows
}

/// The row and column of `item` among `rows` (the first control if it is not there).
fn place_of(rows: &[Vec<SetupItem>], item: SetupItem) -> (usize, usize) {
    rows.iter()
        .enumerate()
        .find_map(|(r, row)| row.iter().position(|i| *i == item).map(|c| (r, c)))
        .unwrap_or((0, 0))
}

/// Where the focus goes from `item` on `key` (a key that changes a control keeps it).
pub(crate) fn setup_focus_after(item: SetupItem, key: SetupKey, resume: bool) -> SetupItem {
    let rows = setup_rows(resume);
    let (r, c) = place_of(&rows, item);
    match key {
        SetupKey::Tab => {
            let all: Vec<SetupItem> = rows.iter().flatten().copied().collect();
            let i = all.iter().position(|x| *x == item).unwrap_or(0);
            all[(i + 1) % all.len()]
        }
        SetupKey::Arrow((0, dy)) if dy != 0 => {
            let n = rows.len();
            let r = if dy > 0 { (r + 1) % n } else { (r + n - 1) % n };
            rows[r][c.min(rows[r].len() - 1)]
        }
        SetupKey::Arrow((dx, 0)) if dx != 0 => match item {
            // ← → change a seat and Red's queen; elsewhere they walk the row.
            SetupItem::Seat(_) | SetupItem::RedQueen => item,
            _ => {
                let row = &rows[r];
                let c = if dx > 0 {
                    (c + 1).min(row.len() - 1)
                } else {
                    c.saturating_sub(1)
                };
                row[c]
            }
        },
        _ => item,
    }
}

impl SeatKind {
    /// The kind before this one in the setup's round (person, easy, normal, hard).
    fn previous(self) -> SeatKind {
        self.next().next().next()
    }

    /// The kind's name in the remembered setup.
    fn key(self) -> &'static str {
        match self {
            SeatKind::Person => "person",
            SeatKind::Computer(l) => l.name(),
        }
    }

    /// The kind of a name in the remembered setup.
    fn from_key(key: &str) -> Option<SeatKind> {
        match key {
            "person" => Some(SeatKind::Person),
            other => Level::from_name(other).map(SeatKind::Computer),
        }
    }
}

/// The setup as remembered for the next game (in `yalta-setup.json` of the data
/// directory): the names (empty where a seat is called by its colour, so that the
/// colour follows the language), who plays each seat, and Red's queen.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Remembered {
    names: [String; 3],
    seats: [String; 3],
    red_queen_dark: bool,
}

/// The remembered setup's name in the data directory.
const SETUP_FILE: &str = "yalta-setup.json";

/// The longest name the setup takes, in letters.
const NAME_MAX: usize = 16;

/// The setup's layout in a `w` × `h` window: the height of a row, the top of the
/// first, the left of the names and the width of a column.
fn grid(w: f32, h: f32) -> (f32, f32, f32, f32) {
    let row = (h * 0.09).min(w * 0.12);
    let total = (w * 0.84).min(h * 1.4);
    let swatch = row * 0.8;
    let col = (total - swatch - w * 0.03) / 2.0;
    let x = (w - total) / 2.0 + swatch;
    let y0 = (h * 0.2).max((h - 6.7 * row) / 2.0);
    (row, y0, x, col)
}

/// The saved game's offer on the setup of a `w` × `h` window.
pub(crate) fn resume_rect(w: f32, h: f32) -> Rect {
    let (row, y0, x, col) = grid(w, h);
    let swatch = row * 0.8;
    Rect {
        x: x - swatch,
        y: y0 + 3.92 * row * 1.2,
        w: swatch + 2.0 * col + w * 0.03,
        h: row * 0.7,
    }
}

/// The setup's parts in a `w` × `h` window: the names, the seats' kinds, Red's queen,
/// Play and Back.
pub(crate) fn setup_rects(w: f32, h: f32) -> ([Rect; 3], [Rect; 3], Rect, Rect, Rect) {
    let (row, y0, x, col) = grid(w, h);
    let x2 = x + col + w * 0.03;
    let at = |i: f32| y0 + i * row * 1.2;
    let names = std::array::from_fn(|i| Rect {
        x,
        y: at(i as f32),
        w: col,
        h: row,
    });
    let kinds = std::array::from_fn(|i| Rect {
        x: x2,
        y: at(i as f32),
        w: col,
        h: row,
    });
    let swatch = row * 0.8;
    let queen = Rect {
        x: x - swatch,
        y: at(3.0),
        w: x2 + col - x + swatch,
        h: row,
    };
    // Play and Back above the keys' two lines at the window's foot.
    let (_, small) = paint::layout::text_sizes(paint::layout::reading_height(w, h));
    let foot = (h - 2.6 * small * paint::text_layout::LINE_HEIGHT - row).min(at(4.75));
    let start = Rect {
        x: x2,
        y: foot,
        w: col,
        h: row,
    };
    let back = Rect {
        x,
        y: foot,
        w: col,
        h: row,
    };
    (names, kinds, queen, start, back)
}

impl YaltaScreen {
    /// One frame of the setup: typing a name, the keys and clicks on the controls.
    pub(crate) fn update_setup(&mut self, frame: &Frame) -> Exit {
        let (w, h) = frame.size;
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        if let Some((i, entry)) = self.naming.as_mut() {
            // The name box: the frame is its own, unless a press outside it goes on.
            let i = *i;
            let Some((name, go_on)) = entry.update(frame).ended() else {
                return Exit::Stay;
            };
            if let Some(name) = name {
                // No name is the colour's name, as at Play.
                self.names[i] = if name.trim().is_empty() {
                    texts::colour(self.lang, Player::from_index(i))
                } else {
                    name
                };
            }
            self.naming = None;
            if !go_on {
                return Exit::Stay;
            }
        } else {
            let key = if let Some(a) = keys::arrow_pressed(frame) {
                Some(SetupKey::Arrow(a))
            } else if keys::pressed(frame, Action::Next) {
                Some(SetupKey::Tab)
            } else if keys::pressed(frame, Action::Confirm) {
                Some(SetupKey::Confirm)
            } else if keys::pressed(frame, Action::Back) {
                Some(SetupKey::Back)
            } else {
                None
            };
            if let Some(k) = key {
                let exit = self.setup_key(k);
                if exit != Exit::Stay {
                    return exit;
                }
            }
        }
        if frame.clicked() {
            let (mx, my) = frame.mouse;
            let name = names.iter().position(|r| r.contains(mx, my));
            let clicked = if let Some(i) = name {
                self.name_seat(i);
                Some(SetupItem::Name(i))
            } else if let Some(i) = kinds.iter().position(|r| r.contains(mx, my)) {
                Some(SetupItem::Seat(i))
            } else if queen.contains(mx, my) {
                Some(SetupItem::RedQueen)
            } else if start.contains(mx, my) {
                Some(SetupItem::Play)
            } else if back.contains(mx, my) {
                Some(SetupItem::Back)
            } else if self.files.resume.is_some() && resume_rect(w, h).contains(mx, my) {
                Some(SetupItem::Resume)
            } else {
                None
            };
            if let Some(item) = clicked {
                self.setup_focus = item;
                if !matches!(item, SetupItem::Name(_)) {
                    return self.setup_key(SetupKey::Confirm);
                }
            }
        }
        Exit::Stay
    }

    /// What a key does on the setup (not while a name is typed).
    pub(crate) fn setup_key(&mut self, key: SetupKey) -> Exit {
        let item = self.setup_focus;
        match (key, item) {
            (SetupKey::Back, _) => return Exit::ToStart,
            (SetupKey::Confirm, SetupItem::Name(i)) => self.name_seat(i),
            (SetupKey::Confirm, SetupItem::Seat(i)) => self.seats[i] = self.seats[i].next(),
            (SetupKey::Arrow((dx, 0)), SetupItem::Seat(i)) if dx != 0 => {
                self.seats[i] = if dx > 0 {
                    self.seats[i].next()
                } else {
                    self.seats[i].previous()
                };
            }
            (SetupKey::Confirm, SetupItem::RedQueen)
            | (SetupKey::Arrow((_, 0)), SetupItem::RedQueen) => {
                self.red_queen = match self.red_queen {
                    RedQueen::Light => RedQueen::Dark,
                    RedQueen::Dark => RedQueen::Light,
                };
            }
            (SetupKey::Confirm, SetupItem::Resume) => self.resume_saved(),
            (SetupKey::Confirm, SetupItem::Back) => return Exit::ToStart,
            (SetupKey::Confirm, SetupItem::Play) => self.play_from_setup(),
            _ => {}
        }
        self.setup_focus = setup_focus_after(item, key, self.files.resume.is_some());
        Exit::Stay
    }

    /// Opens the name box for seat `i`'s name: empty while the seat bears its colour's
    /// name, which is no one's (so a name typed does not follow "White").
    fn name_seat(&mut self, i: usize) {
        let colour = texts::colour(self.lang, Player::from_index(i));
        let name = if self.names[i] == colour {
            ""
        } else {
            &self.names[i]
        };
        self.naming = Some((i, NameEntry::new(name, NAME_MAX)));
    }

    /// The remembered setup of the data directory, if there is one: names, seats and
    /// Red's queen as they were at the last Play.
    pub(crate) fn recall_setup(&mut self) {
        let Some(dir) = &self.files.data_dir else {
            return;
        };
        let Some(r) = platform::read_text(&dir.join(SETUP_FILE))
            .ok()
            .and_then(|t| serde_json::from_str::<Remembered>(&t).ok())
        else {
            return;
        };
        for i in 0..3 {
            let name: String = r.names[i].trim().chars().take(NAME_MAX).collect();
            if !name.is_empty() {
                self.names[i] = name;
            }
            if let Some(k) = SeatKind::from_key(&r.seats[i]) {
                self.seats[i] = k;
            }
        }
        self.red_queen = if r.red_queen_dark {
            RedQueen::Dark
        } else {
            RedQueen::Light
        };
    }

    /// Keeps the setup for the next game (a failed write only loses the memory).
    fn remember_setup(&self) {
        let Some(dir) = &self.files.data_dir else {
            return;
        };
        let r = Remembered {
            names: std::array::from_fn(|i| {
                let colour = texts::colour(self.lang, Player::from_index(i));
                if self.names[i] == colour {
                    String::new()
                } else {
                    self.names[i].clone()
                }
            }),
            seats: self.seats.map(|k| k.key().to_string()),
            red_queen_dark: self.red_queen == RedQueen::Dark,
        };
        if let Ok(json) = serde_json::to_string_pretty(&r) {
            let _ = platform::write_atomic(&dir.join(SETUP_FILE), json.as_bytes());
        }
    }

    /// The setup's Play: an empty name becomes its colour's, and the game begins.
    pub(crate) fn play_from_setup(&mut self) {
        for (i, n) in self.names.iter_mut().enumerate() {
            if n.trim().is_empty() {
                *n = texts::colour(self.lang, Player::from_index(i));
            }
        }
        self.remember_setup();
        self.start_game();
    }

    /// Plays on with a game opened from a file (the browser's "Open a game…").
    pub fn open_record(&mut self, record: GameRecord) {
        self.files.resume = Some(record);
        self.resume_saved();
    }

    /// Plays on with the saved game, if there is one (the setup's button, and the start
    /// screen's "Continue").
    pub fn resume_saved(&mut self) {
        if let Some(r) = self.files.resume.take() {
            if let Ok(g) = Game::from_record(&r) {
                self.start_game();
                if let Ok(names) = <[String; 3]>::try_from(r.names.clone()) {
                    self.names = names;
                }
                self.game = g;
                self.pick.cursors = Player::ALL.map(|p| self.game.position().king(p));
                // A kept game continued goes into the autosave and leaves its slot.
                if let Some(dir) = self.files.data_dir.clone().filter(|_| !self.options.demo) {
                    self.autosave();
                    base::save::yalta_unfinished::release_kept(&dir, &r);
                }
            }
        }
    }

    /// The rectangle of a setup control in a `w` × `h` window.
    fn setup_item_rect(&self, item: SetupItem, w: f32, h: f32) -> Rect {
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        match item {
            SetupItem::Name(i) => names[i.min(2)],
            SetupItem::Seat(i) => kinds[i.min(2)],
            SetupItem::RedQueen => queen,
            SetupItem::Resume => resume_rect(w, h),
            SetupItem::Back => back,
            SetupItem::Play => start,
        }
    }

    pub(crate) fn draw_setup(&self, pen: &Pen, w: f32, h: f32) {
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        // The project's text sizes: body text's cap height at least 1/40 of the window.
        let (normal, small) = paint::layout::text_sizes(paint::layout::reading_height(w, h));
        let ts = normal * 1.2;
        // A button with its whole label: at `size`, smaller if it must be to fit, never
        // below small (the shell's button would drop a "(…)" that says the level).
        let button = |r: Rect, label: &str, size: f32, hot: bool| {
            draw_button(pen, r, "", size, hot);
            let size = pen.fitting(label, size, r.w - size * 0.6).max(small);
            let (cx, cy) = r.center();
            pen.center(label, cx, cy, size, WHITE);
        };
        // Whether a label fits its button at small text at least.
        let fits = |label: &str, r: Rect| pen.measure(label, small).0 <= r.w - small * 0.6;
        let title = self.text(YaltaMsg::SetupTitle);
        let title_size = pen.fitting(&title, ts * 1.5, w * 0.94).max(small);
        pen.center(&title, w / 2.0, names[0].y * 0.5, title_size, WHITE);
        for p in Player::ALL {
            let i = p.index();
            let r = names[i];
            let side = r.h * 0.5;
            let sw = Rect {
                x: r.x - side * 1.4,
                y: r.y + (r.h - side) / 2.0,
                w: side,
                h: side,
            };
            draw_rectangle(sw.x, sw.y, sw.w, sw.h, player_color(p));
            draw_rectangle_lines(sw.x, sw.y, sw.w, sw.h, 2.0, LIGHTGRAY);
            let typing = self.naming.as_ref().is_some_and(|(n, _)| *n == i);
            button(r, &self.names[i], ts, typing);
            // ◀ ▶ say that the arrows change the seat, where there is room for them.
            let kind = self.seats[i].label(self.lang);
            let arrows = format!("\u{25C0} {kind} \u{25B6}");
            let kind = if fits(&arrows, kinds[i]) {
                arrows
            } else {
                kind
            };
            button(kinds[i], &kind, normal, false);
        }
        let q = self.text(YaltaMsg::RedQueen(self.red_queen));
        button(queen, &q, normal, false);
        button(start, &self.text(YaltaMsg::Play), ts, true);
        if let Some(r) = &self.files.resume {
            let label = self.text(YaltaMsg::Continue(r.moves.len()));
            button(resume_rect(w, h), &label, normal, false);
        }
        button(back, &self.text(YaltaMsg::Back), ts, false);
        if self.naming.is_none() {
            paint::draw::draw_focus_ring(self.setup_item_rect(self.setup_focus, w, h));
        }
        if let Some(note) = &self.files.kept_note {
            // A broken autosave, kept aside: where it went, above the title.
            let step = small * paint::text_layout::LINE_HEIGHT;
            let lines = paint::text_layout::wrap(pen, note, small, w * 0.96);
            for (i, l) in lines.iter().take(2).enumerate() {
                pen.center(
                    l,
                    w / 2.0,
                    step * (i as f32 + 0.6),
                    small,
                    paint::draw::rgb(paint::palette::YALTA_QUIET),
                );
            }
        }
        // The keys, wrapped, from the window's foot up (below Play and Back); none on a
        // touch screen.
        let keys = if shell::touch::touch_screen() {
            String::new()
        } else {
            self.text(YaltaMsg::SetupKeys)
        };
        let lines = paint::text_layout::wrap(pen, &keys, small, w * 0.94);
        let step = small * paint::text_layout::LINE_HEIGHT;
        let top = h - step * 0.3 - lines.len() as f32 * step;
        for (i, l) in lines.iter().enumerate() {
            pen.center(
                l,
                w / 2.0,
                top + step * (i as f32 + 0.5),
                small,
                paint::draw::rgb(paint::palette::YALTA_HELP),
            );
        }
        if let Some((i, entry)) = &self.naming {
            let seat = self.text(YaltaMsg::Colour(Player::ALL[*i]));
            let prompt = words::say(self.lang, &NameEntryMsg::Player(seat));
            let [done, cancel] = name_entry_buttons(self.lang);
            entry.draw(pen, &prompt, [&done, &cancel], w, h);
        }
    }
}
