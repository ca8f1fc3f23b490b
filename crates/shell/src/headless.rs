//! Drawing without a window, for the screens' tests (issue 53): a pen that measures with
//! the game's font as the window does (fontdue, [`FontMeasure`]), and the frame's list
//! of drawings ([`flat_fill`]) taken instead of painted. Nothing here touches a graphics
//! context, so a screen's `draw` runs in plain `cargo test`; what the test gets back is
//! what the window would paint: the texts with where they stand and their size, the
//! shapes with their rectangles and colours.

use crate::layers::{hand_on, push_asked};
use crate::{Exit, Frame, GameScreen, Shared};
use macroquad::prelude::Color;
use paint::draw::Pen;
use paint::draw_list::{self, Area};
use paint::flat_fill::{self, Item, Shape, Text};
use paint::font_measure::FontMeasure;
use paint::layout::Rect;
use paint::text_pen::Typeface;
use std::rc::Rc;

/// A window that is not there: its size, and the game's font measured.
pub struct Headless {
    /// The window's size in pixels.
    pub size: (f32, f32),
    font: Rc<FontMeasure>,
}

impl Headless {
    /// A `w` × `h` window.
    pub fn new(w: f32, h: f32) -> Headless {
        Headless {
            size: (w, h),
            font: Rc::new(FontMeasure::new()),
        }
    }

    /// A pen that measures as the window's does and draws onto the frame's list.
    pub fn pen(&self) -> Pen<'_> {
        Pen { font: &*self.font }
    }

    /// The same font for a screen to keep (a screen that measures in its update).
    pub fn typeface(&self) -> Typeface {
        Typeface::Measured(Rc::clone(&self.font))
    }

    /// One frame's drawing: `draw` is handed the pen and the window's size, and what
    /// it drew is taken from the frame's list, as the window would paint it (less what
    /// a later opaque rectangle covers whole; under a full-window shade darker).
    pub fn frame(&self, draw: impl FnOnce(&Pen, f32, f32)) -> Drawn {
        let (w, h) = self.size;
        flat_fill::begin(self.size);
        draw(&self.pen(), w, h);
        Drawn {
            items: flat_fill::take(self.size),
        }
    }
}

/// A game's screen run as the shell runs it, frame after frame, without a window: each
/// step hands a [`Frame`] to the layers over it and to it (`update`, as
/// `Shell::update` does), then draws it and its layers onto the list, which the test
/// reads ([`Run::drawn`]). The frames' clock runs on from frame to frame.
pub struct Run {
    /// The window that is not there.
    pub window: Headless,
    /// What the shell shares with the game (its language: the test may change it).
    pub shared: Shared,
    /// The last frame handed in.
    pub frame: Frame,
    /// What the last frame drew.
    pub drawn: Drawn,
}

/// A frame's time at sixty frames a second.
pub const TICK: f32 = 1.0 / 60.0;

impl Run {
    /// A `w` × `h` window speaking `lang`, at the clock's start, nothing drawn yet.
    pub fn new(w: f32, h: f32, lang: crate::i18n::Lang) -> Run {
        Run {
            window: Headless::new(w, h),
            shared: Shared::new(lang),
            frame: Frame::at(w, h),
            drawn: Drawn { items: vec![] },
        }
    }

    /// A `w` × `h` window speaking `lang` whose shell reads aloud through `voice`,
    /// gathering as the window's does (the speakers' tests).
    pub fn reading(
        w: f32,
        h: f32,
        lang: crate::i18n::Lang,
        voice: &base::platform::speech::RecordingVoice,
    ) -> Run {
        let mut run = Run::new(w, h, lang);
        run.shared.speaker = base::speech::Speaker::gathering(Box::new(voice.clone()), 6);
        run
    }

    /// The speaker drawn last whose text holds `words`, and its text.
    pub fn speaker_with(&self, words: &str) -> Option<(Rect, String)> {
        crate::speaker_button::shown()
            .into_iter()
            .find_map(|(r, s)| match s {
                crate::speaker_button::Says::Text(t) if t.contains(words) => Some((r, t)),
                _ => None,
            })
    }

    /// One frame: `input` goes to the screen as the shell's loop hands it on (the top
    /// layer first, then the screen, all of the frame or only its time, or a layer's
    /// answer; the screen told whether layers lie over it), then the screen and its
    /// layers are drawn (the touch note before, the name box's end of frame after);
    /// what the screen said back.
    pub fn step(&mut self, screen: &mut dyn GameScreen, input: Frame) -> Exit {
        // What the screen asked for before this frame (the setup box it opened with).
        push_asked(screen, &mut self.shared);
        let lang = self.shared.lang;
        // A speaker beside a text takes its click first (issue 54).
        self.shared.speaker.tick();
        let heard = crate::speaker_button::hear(&input, &mut self.shared.speaker, lang);
        let input = heard.unwrap_or(input);
        let step = self.shared.layers.update(&input, &self.window.pen(), lang);
        let exit = hand_on(screen, &mut self.shared, step, &input);
        screen.covered(!self.shared.layers.is_empty());
        let speaks = screen.reads_aloud() && self.shared.speaker.speaks(lang);
        crate::speaker_button::set_reading(speaks);
        crate::touch::note_frame(&input);
        let lang = self.shared.lang;
        let layers = &self.shared.layers;
        self.drawn = self.window.frame(|pen, w, h| {
            crate::speaker_button::begin_drawing();
            if layers.game_shows() {
                screen.draw(pen, lang, w, h);
            }
            layers.draw(pen, lang, w, h);
        });
        crate::name_entry::end_frame();
        self.frame = input;
        exit
    }

    /// The named buttons of the top layer as drawn (the browser page's tap spots), if
    /// a layer is up.
    pub fn layer_spots(&self) -> Option<Vec<(&'static str, Rect)>> {
        let (w, h) = self.window.size;
        self.shared.layers.tap_spots(&self.window.pen(), w, h)
    }

    /// The next frame, a sixtieth of a second on, with no input.
    pub fn next(&self) -> Frame {
        self.frame.after(TICK)
    }

    /// A frame with a click at (`x`, `y`).
    pub fn click(&mut self, screen: &mut dyn GameScreen, (x, y): (f32, f32)) -> Exit {
        let input = self.next().click(x, y);
        self.step(screen, input)
    }

    /// A frame with a click on the middle of the text `words` as last drawn (a button's
    /// label): a click where a person sees it.
    pub fn click_on(&mut self, screen: &mut dyn GameScreen, words: &str) -> Exit {
        let at = self
            .drawn
            .middle_of(words)
            .unwrap_or_else(|| panic!("no {words:?} drawn among:\n{}", self.drawn.all_words()));
        self.click(screen, at)
    }

    /// A frame with `key` pressed.
    pub fn key(&mut self, screen: &mut dyn GameScreen, key: macroquad::prelude::KeyCode) -> Exit {
        let input = self.next().key(key);
        self.step(screen, input)
    }

    /// Frames with no input for `seconds`, or until the screen says something else than
    /// [`Exit::Stay`] (then that).
    pub fn wait(&mut self, screen: &mut dyn GameScreen, seconds: f32) -> Exit {
        let frames = (seconds / TICK).ceil() as usize;
        for _ in 0..frames {
            let exit = self.step(screen, self.next());
            if exit != Exit::Stay {
                return exit;
            }
        }
        Exit::Stay
    }

    /// Frames with no input until `done` holds of the screen, for at most `seconds`;
    /// whether it came.
    pub fn wait_until<S: GameScreen>(
        &mut self,
        screen: &mut S,
        seconds: f32,
        done: impl Fn(&S) -> bool,
    ) -> bool {
        let frames = (seconds / TICK).ceil() as usize;
        for _ in 0..frames {
            if done(screen) {
                return true;
            }
            self.step(screen, self.next());
        }
        done(screen)
    }
}

/// A text drawn: its words, where it stands and its size, its colour.
#[derive(Clone, Debug)]
pub struct DrawnText<'a> {
    /// The words.
    pub text: &'a str,
    /// Where its baseline begins.
    pub x: f32,
    /// The baseline.
    pub y: f32,
    /// The font size in pixels.
    pub size: u16,
    /// Where its glyphs may write (`None`: turned, unknown).
    pub bounds: Option<Area>,
    /// Its colour.
    pub color: Color,
}

impl DrawnText<'_> {
    /// Whether its box holds the point.
    pub fn covers(&self, x: f32, y: f32) -> bool {
        self.bounds
            .is_some_and(|(bx, by, bw, bh)| x >= bx && x <= bx + bw && y >= by && y <= by + bh)
    }
}

/// What a frame drew, in the order drawn.
pub struct Drawn {
    /// The drawings, as the window would paint them.
    pub items: Vec<Item>,
}

impl Drawn {
    /// Its texts, in the order drawn.
    pub fn texts(&self) -> Vec<DrawnText<'_>> {
        self.items
            .iter()
            .filter_map(|item| match item {
                Item::Text(t, color, bounds) => Some(drawn_text(t, *color, *bounds)),
                _ => None,
            })
            .collect()
    }

    /// The first text that holds `words`.
    pub fn text_with(&self, words: &str) -> Option<DrawnText<'_>> {
        self.texts().into_iter().find(|t| t.text.contains(words))
    }

    /// The largest text that holds `words` (a page's title over a panel's line).
    pub fn largest_with(&self, words: &str) -> Option<DrawnText<'_>> {
        self.texts()
            .into_iter()
            .filter(|t| t.text.contains(words))
            .max_by_key(|t| t.size)
    }

    /// The middle of the box of the text that is exactly `words` (the first drawn).
    pub fn middle_of(&self, words: &str) -> Option<(f32, f32)> {
        let t = self.texts().into_iter().find(|t| t.text == words)?;
        let (x, y, w, h) = t.bounds?;
        Some((x + w / 2.0, y + h / 2.0))
    }

    /// Whether a text holding `words` is drawn.
    pub fn says(&self, words: &str) -> bool {
        self.text_with(words).is_some()
    }

    /// Every text drawn, one a line (for a failing test's message).
    pub fn all_words(&self) -> String {
        let texts: Vec<&str> = self.texts().iter().map(|t| t.text).collect();
        texts.join("\n")
    }

    /// Its shapes, with their colours, in the order drawn.
    pub fn shapes(&self) -> Vec<(&Shape, Color)> {
        self.items
            .iter()
            .filter_map(|item| match item {
                Item::Shape(s, c, _) => Some((s, *c)),
                _ => None,
            })
            .collect()
    }

    /// The shapes that lie within `r` (to a pixel), with their colours.
    pub fn shapes_within(&self, r: Rect) -> Vec<(&Shape, Color)> {
        self.shapes()
            .into_iter()
            .filter(|(s, _)| {
                let (x, y, w, h) = draw_list::normal(s.bounds());
                x >= r.x - 1.0
                    && y >= r.y - 1.0
                    && x + w <= r.x + r.w + 1.0
                    && y + h <= r.y + r.h + 1.0
            })
            .collect()
    }

    /// The colour the window is cleared to, if the frame clears it.
    pub fn cleared_to(&self) -> Option<Color> {
        self.items.iter().find_map(|item| match item {
            Item::Clear(c) => Some(*c),
            _ => None,
        })
    }
}

/// A text of the list as a test reads it.
fn drawn_text(t: &Text, color: Color, bounds: Option<Area>) -> DrawnText<'_> {
    DrawnText {
        text: &t.text,
        x: t.x,
        y: t.y,
        size: t.size,
        bounds,
        color,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use paint::flat_fill::draw_rectangle;
    use paint::text_layout::Measure;

    #[test]
    fn a_frame_drawn_without_a_window_gives_its_texts_and_shapes_as_the_window_would_paint_them() {
        let window = Headless::new(1024.0, 768.0);
        let red = Color::new(1.0, 0.0, 0.0, 1.0);
        let drawn = window.frame(|pen, w, h| {
            flat_fill::clear(Color::new(0.5, 0.5, 0.5, 1.0));
            draw_rectangle(10.0, 10.0, 40.0, 40.0, red);
            pen.left("under the page", 20.0, 30.0, 20.0, red);
            // A page over the first square and its words: they are not painted.
            draw_rectangle(0.0, 0.0, w / 2.0, h / 2.0, Color::new(1.0, 1.0, 1.0, 1.0));
            pen.center("Black wins", w / 4.0, h / 4.0, 30.0, red);
        });
        assert_eq!(drawn.cleared_to(), Some(Color::new(0.5, 0.5, 0.5, 1.0)));
        assert!(!drawn.says("under the page"), "{}", drawn.all_words());
        let wins = drawn.text_with("wins").expect("the page's words");
        assert_eq!((wins.text, wins.size, wins.color), ("Black wins", 30, red));
        // Centred as the window centres it: half its measured width left of the centre.
        let width = window.pen().width("Black wins", 30.0);
        assert_eq!(wins.x, (256.0 - width / 2.0).round());
        assert!(wins.covers(256.0, 192.0));
        let page = Rect {
            x: 0.0,
            y: 0.0,
            w: 512.0,
            h: 384.0,
        };
        assert_eq!(drawn.shapes_within(page).len(), 1, "only the page is left");
    }

    #[test]
    fn the_headless_pen_measures_a_text_as_high_as_its_tallest_glyph() {
        let window = Headless::new(800.0, 600.0);
        let pen = window.pen();
        let (w_low, h_low) = pen.measure("ace", 24.0);
        let (w_tall, h_tall) = pen.measure("ÄCE", 24.0);
        assert!(w_low > 0.0 && w_tall > w_low);
        assert!(h_tall > h_low, "{h_tall} > {h_low}");
        assert_eq!(pen.fitting("a long line of words", 24.0, w_low), {
            let w = pen.measure("a long line of words", 24.0).0;
            (24.0 * w_low / w).floor()
        });
    }
}
