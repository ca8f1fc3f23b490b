//! The frame's drawing as a list (issue 33): gathered while the screen draws, then
//! thinned and handed to macroquad in one go.
//!
//! On a software renderer (Mesa's llvmpipe on a school PC without a graphics card)
//! every pixel written costs, and a blended one about twice as much. Two kinds of
//! drawing change no pixel of the finished picture, and the list leaves them out:
//!
//! - **what a later opaque rectangle covers whole** ([`cull_covered`]): the board under
//!   an end page's box, the panel's words under a dialog. The rectangle writes every
//!   pixel of it again.
//! - **the shade of a dialog** ([`fold_shades`]): a translucent black over the whole
//!   window that darkens everything drawn before it by the same factor. The list
//!   draws what was under it in colours darkened by that factor instead, and the
//!   clear colour too; blending is linear, so each pixel is the same (to the 8-bit
//!   rounding of one step instead of two). A full-window blend is the single
//!   costliest thing a llvmpipe frame can draw (3.4 ms at 1920×1080).
//!
//! And the list puts drawings of one kind together where no pixel changes by it
//! ([`batch`]): every change between opaque shapes, blended shapes and texts is a draw
//! call of its own, and each costs llvmpipe about 13 µs, whatever it draws.
//!
//! Outside a frame of the loop (`begin` … `flush`) everything is drawn at once.

use macroquad::prelude::*;
use std::cell::RefCell;

/// A rectangle: left, top, width, height.
pub type Area = (f32, f32, f32, f32);

/// What a drawing does, apart from its colour.
#[derive(Clone, Debug)]
pub enum Item<S, T> {
    /// The window cleared to a colour.
    Clear(Color),
    /// A shape (`S`) of one colour, and where it may write (`None`: unknown).
    Shape(S, Color, Option<Area>),
    /// A text (`T`) in a colour, and where it may write (`None`: unknown, e.g. turned).
    Text(T, Color, Option<Area>),
}

impl<S, T> Item<S, T> {
    /// Its colour.
    fn color_mut(&mut self) -> &mut Color {
        match self {
            Item::Clear(c) | Item::Shape(_, c, _) | Item::Text(_, c, _) => c,
        }
    }

    /// Where it may write (`None`: anywhere).
    fn bounds(&self) -> Option<Area> {
        match self {
            Item::Clear(_) => None,
            Item::Shape(_, _, b) | Item::Text(_, _, b) => *b,
        }
    }
}

/// The smallest rectangle an opaque one must have to be worth testing others against.
pub const COVER_MIN_AREA: f32 = 4_000.0;

/// How far past its bounds a drawing may reach (rounding, a line's end).
const MARGIN: f32 = 1.0;

/// Whether `inner`, grown by the margin, lies inside `outer`.
fn inside(inner: Area, outer: Area) -> bool {
    let (x, y, w, h) = inner;
    let (ox, oy, ow, oh) = outer;
    x - MARGIN >= ox && y - MARGIN >= oy && x + w + MARGIN <= ox + ow && y + h + MARGIN <= oy + oh
}

/// A rectangle with its width and height made positive.
pub fn normal((x, y, w, h): Area) -> Area {
    let (x, w) = if w < 0.0 { (x + w, -w) } else { (x, w) };
    let (y, h) = if h < 0.0 { (y + h, -h) } else { (y, h) };
    (x, y, w, h)
}

/// The rectangle of points `pts`, grown by `grow` on every side.
pub fn around(pts: &[(f32, f32)], grow: f32) -> Area {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in pts {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    (
        x0 - grow,
        y0 - grow,
        x1 - x0 + 2.0 * grow,
        y1 - y0 + 2.0 * grow,
    )
}

/// Leaves out every drawing that a later opaque rectangle covers whole. `cover` says
/// which items are such rectangles: their area, when opaque and axis-aligned.
pub fn cull_covered<S, T>(
    items: &mut Vec<Item<S, T>>,
    cover: impl Fn(&Item<S, T>) -> Option<Area>,
) {
    let mut covers: Vec<Area> = vec![];
    let mut keep = vec![true; items.len()];
    for (i, item) in items.iter().enumerate().rev() {
        if let Some(b) = item.bounds() {
            if covers.iter().any(|c| inside(normal(b), *c)) {
                keep[i] = false;
                continue;
            }
        }
        if let Some(c) = cover(item) {
            let c = normal(c);
            if c.2 * c.3 >= COVER_MIN_AREA {
                covers.push(c);
            }
        }
    }
    let mut k = keep.into_iter();
    items.retain(|_| k.next().unwrap_or(true));
}

/// Whether an item is a shade over the whole `w` × `h` window: translucent black, over
/// everything drawn before it. `rect` gives a shape's area when it is a filled
/// rectangle.
fn shade_alpha<S, T>(
    item: &Item<S, T>,
    rect: &impl Fn(&S) -> Option<Area>,
    w: f32,
    h: f32,
) -> Option<f32> {
    let Item::Shape(s, c, _) = item else {
        return None;
    };
    let (x, y, rw, rh) = normal(rect(s)?);
    let black = c.r == 0.0 && c.g == 0.0 && c.b == 0.0;
    let whole = x <= 0.0 && y <= 0.0 && x + rw >= w && y + rh >= h;
    (black && whole && c.a > 0.0 && c.a < 1.0).then_some(c.a)
}

/// Darkens a drawing's colour as a shade of alpha `a` blended over it would: in the 8
/// bits a window holds. A shape's colour reaches the renderer cut to 8 bits (macroquad
/// drops the fraction), the clear colour rounded; the blend darkens the colour held
/// by the alpha held, rounding. The colour given back is held as that result.
fn darken<S, T>(item: &mut Item<S, T>, a: f32) {
    let clear = matches!(item, Item::Clear(_));
    let keep = 1.0 - (a * 255.0).trunc() / 255.0;
    let c = item.color_mut();
    let dark = |v: f32| {
        let held = if clear {
            (v * 255.0).round()
        } else {
            (v * 255.0).trunc()
        };
        let shaded = (held * keep).round();
        if clear {
            shaded / 255.0
        } else {
            (shaded + 0.5) / 255.0
        }
    };
    *c = Color::new(dark(c.r), dark(c.g), dark(c.b), c.a);
}

/// Draws what lies under a full-window shade darker instead of blending the shade over
/// it: every colour before it (the clear colour too) times one less the shade's alpha.
/// `rect` gives a shape's area when it is a filled rectangle.
pub fn fold_shades<S, T>(
    items: &mut Vec<Item<S, T>>,
    rect: impl Fn(&S) -> Option<Area>,
    w: f32,
    h: f32,
) {
    let mut i = 0;
    while i < items.len() {
        let Some(a) = shade_alpha(&items[i], &rect, w, h) else {
            i += 1;
            continue;
        };
        for item in &mut items[..i] {
            darken(item, a);
        }
        items.remove(i);
    }
}

/// How many batches back a drawing may move to join one of its kind.
pub const LOOK_BACK: usize = 12;

/// Whether two rectangles share a point (grown by the margin).
fn meet(a: Area, b: Area) -> bool {
    a.0 - MARGIN < b.0 + b.2
        && b.0 - MARGIN < a.0 + a.2
        && a.1 - MARGIN < b.1 + b.3
        && b.1 - MARGIN < a.1 + a.3
}

/// The smallest rectangle holding both (`None`: anywhere).
fn union(a: Option<Area>, b: Option<Area>) -> Option<Area> {
    let (u, b) = (a?, b?);
    let (x0, y0) = (u.0.min(b.0), u.1.min(b.1));
    let (x1, y1) = ((u.0 + u.2).max(b.0 + b.2), (u.1 + u.3).max(b.1 + b.3));
    Some((x0, y0, x1 - x0, y1 - y0))
}

/// How many drawings of a batch share one bounding rectangle ([`Batch::meets`]).
const CHUNK: usize = 16;

/// Drawings of one kind, drawn one after the other: one draw call.
struct Batch {
    /// Their kind.
    kind: u8,
    /// Where they are in the list.
    items: Vec<usize>,
    /// Where each may write (`None`: anywhere).
    bounds: Vec<Option<Area>>,
    /// Each [`CHUNK`] of them together, in order (`None`: anywhere): a drawing that
    /// misses a chunk's rectangle misses all its drawings. A board's squares are one
    /// batch of hundreds; a piece or a word meets a few chunks at most.
    chunks: Vec<Option<Area>>,
    /// All of them together (`None`: anywhere).
    union: Option<Area>,
}

impl Batch {
    /// Whether a drawing that may write in `b` meets one of the batch's.
    fn meets(&self, b: Option<Area>) -> bool {
        let (Some(b), Some(u)) = (b, self.union) else {
            return true;
        };
        meet(b, u)
            && self.chunks.iter().enumerate().any(|(c, chunk)| {
                chunk.is_none_or(|chunk| meet(b, chunk))
                    && self.bounds[c * CHUNK..]
                        .iter()
                        .take(CHUNK)
                        .any(|x| x.is_none_or(|x| meet(b, x)))
            })
    }

    fn add(&mut self, i: usize, b: Option<Area>) {
        if self.bounds.len().is_multiple_of(CHUNK) {
            self.chunks.push(b);
        } else if let Some(last) = self.chunks.last_mut() {
            *last = union(*last, b);
        }
        self.items.push(i);
        self.bounds.push(b);
        self.union = union(self.union, b);
    }
}

/// Puts drawings of one kind together where that changes no pixel, so the renderer
/// gets fewer draw calls (on llvmpipe each costs about 13 µs, whatever it draws).
/// `kind` says what a drawing is drawn with (opaque shapes, blended shapes, texts):
/// each change of kind is a draw call. A drawing moves back to join the last batch of
/// its kind within [`LOOK_BACK`] batches, past batches whose drawings all write
/// elsewhere (drawings that share no pixel may be drawn in either order); one that
/// meets a batch stays after it. A drawing whose bounds are unknown moves nowhere and
/// nothing moves past it.
pub fn batch<S, T>(items: Vec<Item<S, T>>, kind: impl Fn(&Item<S, T>) -> u8) -> Vec<Item<S, T>> {
    let mut batches: Vec<Batch> = vec![];
    for (i, item) in items.iter().enumerate() {
        let (k, b) = (kind(item), item.bounds());
        let mut target = None;
        for (j, batch) in batches.iter().enumerate().rev().take(LOOK_BACK) {
            if batch.kind == k {
                target = Some(j);
            }
            if batch.meets(b) {
                break;
            }
        }
        match target {
            Some(j) => batches[j].add(i, b),
            None => {
                let mut batch = Batch {
                    kind: k,
                    items: vec![],
                    bounds: vec![],
                    chunks: vec![],
                    union: b,
                };
                batch.add(i, b);
                batches.push(batch);
            }
        }
    }
    let mut slots: Vec<Option<Item<S, T>>> = items.into_iter().map(Some).collect();
    batches
        .iter()
        .flat_map(|b| b.items.iter())
        .filter_map(|&i| slots[i].take())
        .collect()
}

/// A frame's list of drawings and whether one is being gathered.
pub struct List<S, T> {
    /// Whether the frame's drawings are gathered (else drawn at once).
    pub gathering: bool,
    /// The drawings so far.
    pub items: Vec<Item<S, T>>,
}

impl<S, T> List<S, T> {
    /// An empty list, drawing at once.
    pub const fn new() -> List<S, T> {
        List {
            gathering: false,
            items: Vec::new(),
        }
    }
}

impl<S, T> Default for List<S, T> {
    fn default() -> Self {
        List::new()
    }
}

/// A list in a thread-local cell.
pub type Cell<S, T> = RefCell<List<S, T>>;

#[cfg(test)]
mod tests {
    use super::*;

    /// A shape of the tests: a rectangle, opaque or not by its colour.
    type It = Item<Area, &'static str>;

    fn rect(a: Area, c: Color) -> It {
        Item::Shape(a, c, Some(a))
    }

    fn opaque_rect(item: &It) -> Option<Area> {
        match item {
            Item::Shape(a, c, _) if c.a >= 1.0 => Some(*a),
            _ => None,
        }
    }

    fn names(items: &[It]) -> Vec<Area> {
        items
            .iter()
            .filter_map(|i| match i {
                Item::Shape(a, _, _) => Some(*a),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_drawing_that_a_later_opaque_rectangle_covers_whole_is_left_out() {
        let board_square = (110.0, 110.0, 30.0, 30.0);
        let beside = (300.0, 110.0, 30.0, 30.0);
        let half_under = (190.0, 110.0, 30.0, 30.0);
        let page = (100.0, 100.0, 100.0, 100.0);
        let on_the_page = (120.0, 120.0, 20.0, 20.0);
        let mut items = vec![
            rect(board_square, BLUE),
            rect(beside, BLUE),
            rect(half_under, BLUE),
            Item::Text("covered word", BLACK, Some((105.0, 150.0, 40.0, 12.0))),
            Item::Text("turned word", BLACK, None),
            rect(page, WHITE),
            rect(on_the_page, RED),
        ];
        cull_covered(&mut items, opaque_rect);
        assert_eq!(names(&items), vec![beside, half_under, page, on_the_page]);
        assert!(
            items
                .iter()
                .any(|i| matches!(i, Item::Text("turned word", ..))),
            "a drawing whose bounds are unknown is always drawn"
        );
        assert!(!items
            .iter()
            .any(|i| matches!(i, Item::Text("covered word", ..))));
    }

    #[test]
    fn a_translucent_or_small_rectangle_covers_nothing() {
        let under = (12.0, 12.0, 6.0, 6.0);
        let mut items = vec![
            rect(under, BLUE),
            rect((10.0, 10.0, 10.0, 10.0), WHITE),
            rect((0.0, 0.0, 300.0, 300.0), Color::new(1.0, 1.0, 1.0, 0.5)),
        ];
        cull_covered(&mut items, opaque_rect);
        assert_eq!(
            items.len(),
            3,
            "10×10 is below the smallest cover, the big one is translucent"
        );
    }

    #[test]
    fn a_drawing_touching_the_cover_edge_is_kept() {
        let page = (100.0, 100.0, 100.0, 100.0);
        let mut items = vec![rect((100.0, 100.0, 100.0, 100.0), BLUE), rect(page, WHITE)];
        cull_covered(&mut items, opaque_rect);
        assert_eq!(items.len(), 2, "no margin to spare: drawn");
    }

    #[test]
    fn a_full_window_shade_darkens_what_lies_under_it_and_is_not_drawn() {
        let shade = Color::new(0.0, 0.0, 0.0, 0.35);
        let mut items = vec![
            Item::Clear(Color::new(0.8, 0.6, 0.4, 1.0)),
            rect((5.0, 5.0, 10.0, 10.0), Color::new(1.0, 0.5, 0.0, 0.5)),
            rect((0.0, 0.0, 640.0, 480.0), shade),
            rect((50.0, 50.0, 100.0, 100.0), WHITE),
        ];
        fold_shades(&mut items, |a| Some(*a), 640.0, 480.0);
        assert_eq!(items.len(), 3, "the shade itself is gone");
        let Item::Clear(c) = items[0] else {
            panic!("the clear stays first")
        };
        // 0.8 and 0.6 are held as 204 and 153; the shade's 0.35 as 89 of 255.
        let k: f32 = 166.0 / 255.0;
        assert_eq!(
            ((c.r * 255.0).round(), (c.g * 255.0).round()),
            ((204.0 * k).round(), (153.0 * k).round())
        );
        assert!(c.a == 1.0);
        let Item::Shape(_, c, _) = items[1] else {
            panic!()
        };
        assert_eq!((c.r * 255.0) as u8, 166, "1.0 held as 255, darkened: {c:?}");
        assert_eq!(
            (c.g * 255.0) as u8,
            (127.0 * k).round() as u8,
            "0.5 held as 127"
        );
        assert!(c.a == 0.5, "alpha kept: {c:?}");
        let Item::Shape(_, c, _) = items[2] else {
            panic!()
        };
        assert_eq!(c, WHITE, "the dialog over the shade keeps its colours");
    }

    #[test]
    fn a_shade_not_over_the_whole_window_or_not_black_is_drawn() {
        let mut items = vec![
            Item::Clear(WHITE),
            rect((0.0, 0.0, 600.0, 480.0), Color::new(0.0, 0.0, 0.0, 0.35)),
            rect((0.0, 0.0, 640.0, 480.0), Color::new(0.1, 0.0, 0.0, 0.35)),
        ];
        fold_shades(&mut items, |a| Some(*a), 640.0, 480.0);
        assert_eq!(items.len(), 3);
        assert!(matches!(items[0], Item::Clear(c) if c == WHITE));
    }

    /// The kind of a test drawing: 0 opaque, 1 translucent, 2 text, 3 clear.
    fn kind(item: &It) -> u8 {
        match item {
            Item::Shape(_, c, _) if c.a >= 1.0 => 0,
            Item::Shape(..) => 1,
            Item::Text(..) => 2,
            Item::Clear(_) => 3,
        }
    }

    fn draw_calls(items: &[It]) -> usize {
        let kinds: Vec<u8> = items.iter().map(kind).collect();
        kinds.windows(2).filter(|w| w[0] != w[1]).count() + usize::from(!kinds.is_empty())
    }

    /// Paints the drawings on a grid of pixels, each keeping what was drawn on it in
    /// order from its last opaque drawing on: what a renderer would show there.
    fn paint(items: &[It]) -> Vec<Vec<String>> {
        let mut pixels: Vec<Vec<(String, bool)>> = vec![vec![]; 40 * 40];
        for item in items {
            let (label, opaque) = match item {
                Item::Shape(a, c, _) => (format!("{a:?}"), c.a >= 1.0),
                Item::Text(t, _, _) => (t.to_string(), false),
                Item::Clear(_) => ("clear".to_string(), true),
            };
            for (i, pixel) in pixels.iter_mut().enumerate() {
                let (x, y) = ((i % 40) as f32 + 0.5, (i / 40) as f32 + 0.5);
                let hit = item
                    .bounds()
                    .is_none_or(|b| x >= b.0 && x < b.0 + b.2 && y >= b.1 && y < b.1 + b.3);
                if hit {
                    pixel.push((label.clone(), opaque));
                }
            }
        }
        pixels
            .into_iter()
            .map(|p| {
                let from = p.iter().rposition(|(_, o)| *o).unwrap_or(0);
                p[from..].iter().map(|(l, _)| l.clone()).collect()
            })
            .collect()
    }

    #[test]
    fn drawings_of_one_kind_that_share_no_pixel_are_put_together() {
        // The board's squares and their words, square by square: six draw calls.
        let items = vec![
            Item::Clear(WHITE),
            rect((0.0, 0.0, 10.0, 10.0), BLUE),
            Item::Text("a", BLACK, Some((2.0, 2.0, 5.0, 5.0))),
            rect((15.0, 0.0, 10.0, 10.0), BLUE),
            Item::Text("bb", BLACK, Some((17.0, 2.0, 5.0, 5.0))),
            rect((30.0, 0.0, 8.0, 8.0), Color::new(1.0, 0.0, 0.0, 0.5)),
            // A square drawn over the first word: it must stay after it.
            rect((1.0, 1.0, 5.0, 5.0), BLUE),
        ];
        let before = paint(&items);
        let calls = draw_calls(&items);
        let batched = batch(items, kind);
        assert_eq!(batched.len(), 7);
        assert_eq!(paint(&batched), before, "the same picture");
        assert!(
            draw_calls(&batched) < calls,
            "{} < {calls}",
            draw_calls(&batched)
        );
        let order: Vec<u8> = batched.iter().map(kind).collect();
        assert_eq!(order, vec![3, 0, 0, 2, 2, 1, 0]);
    }

    /// The batching without chunks: each drawing tested against every drawing of a batch.
    fn batch_one_by_one(items: &[It]) -> Vec<usize> {
        let mut batches: Vec<(u8, Vec<usize>)> = vec![];
        for (i, item) in items.iter().enumerate() {
            let (k, b) = (kind(item), item.bounds());
            let mut target = None;
            for (j, (bk, members)) in batches.iter().enumerate().rev().take(LOOK_BACK) {
                if *bk == k {
                    target = Some(j);
                }
                let meets = members.iter().any(|&m| match (b, items[m].bounds()) {
                    (Some(b), Some(x)) => meet(b, x),
                    _ => true,
                });
                if meets {
                    break;
                }
            }
            match target {
                Some(j) => batches[j].1.push(i),
                None => batches.push((k, vec![i])),
            }
        }
        batches.into_iter().flat_map(|(_, m)| m).collect()
    }

    #[test]
    fn a_board_of_hundreds_of_squares_is_batched_as_square_by_square_testing_would() {
        // A 20 x 20 board of 2-pixel squares, a word on every seventh, a translucent
        // mark on every eleventh, and a second layer of squares over part of it (a
        // shade smaller, so that every drawing has a name of its own).
        let mut items = vec![Item::Clear(WHITE)];
        for layer in 0..2 {
            let side = if layer == 0 { 2.0 } else { 1.9 };
            for n in 0..400 {
                let (x, y) = ((n % 20) as f32 * 2.0, (n / 20) as f32 * 2.0);
                if layer == 1 && n % 3 != 0 {
                    continue;
                }
                items.push(rect((x, y, side, side), BLUE));
                if n % 7 == 0 {
                    let word: &'static str = Box::leak(format!("w{layer}-{n}").into_boxed_str());
                    items.push(Item::Text(word, BLACK, Some((x, y, 3.0, 1.0 + side - 2.0))));
                }
                if n % 11 == 0 {
                    let mark = (x, y, 1.0, side + 1.0);
                    items.push(rect(mark, Color::new(1.0, 0.0, 0.0, 0.5)));
                }
            }
        }
        let name = |it: &It| match it {
            Item::Shape(a, _, _) => format!("{a:?}"),
            Item::Text(t, _, _) => t.to_string(),
            Item::Clear(_) => "clear".to_string(),
        };
        let names: Vec<String> = items.iter().map(name).collect();
        let expected: Vec<String> = batch_one_by_one(&items)
            .into_iter()
            .map(|i| names[i].clone())
            .collect();
        let before = paint(&items);
        let calls = draw_calls(&items);
        let batched = batch(items, kind);
        assert_eq!(batched.iter().map(name).collect::<Vec<_>>(), expected);
        assert_eq!(paint(&batched), before, "the same picture");
        assert!(
            draw_calls(&batched) * 3 < calls,
            "{} of {calls}",
            draw_calls(&batched)
        );
    }

    #[test]
    fn nothing_moves_past_a_drawing_that_may_write_anywhere() {
        let items = vec![
            rect((0.0, 0.0, 10.0, 10.0), BLUE),
            Item::Text("turned", BLACK, None),
            rect((20.0, 20.0, 10.0, 10.0), BLUE),
        ];
        let batched = batch(items, kind);
        let order: Vec<u8> = batched.iter().map(kind).collect();
        assert_eq!(order, vec![0, 2, 0]);
    }

    #[test]
    fn two_shades_darken_the_lowest_drawings_twice() {
        let shade = Color::new(0.0, 0.0, 0.0, 0.5);
        let mut items = vec![
            Item::Clear(WHITE),
            rect((0.0, 0.0, 64.0, 48.0), shade),
            rect((10.0, 10.0, 10.0, 10.0), WHITE),
            rect((0.0, 0.0, 64.0, 48.0), shade),
        ];
        fold_shades(&mut items, |a| Some(*a), 64.0, 48.0);
        assert_eq!(items.len(), 2);
        // 0.5 is held as 127 of 255: each shade keeps 128 of 255.
        let once = (255.0_f32 * 128.0 / 255.0).round();
        let twice = (once * 128.0 / 255.0).round();
        assert!(matches!(items[0], Item::Clear(c) if (c.r * 255.0).round() == twice));
        assert!(matches!(items[1], Item::Shape(_, c, _) if (c.r * 255.0) as u8 as f32 == once));
    }
}
