//! Shapes drawn without a texture lookup, and opaque ones without blending (issue 33).
//!
//! macroquad draws every rectangle, circle and line through its one material, which
//! multiplies the colour by a texel of a white texture and blends it over what is
//! there. On a software renderer (Mesa's llvmpipe, the school PC without a graphics
//! card) the lookup is most of the cost of a pixel: a full-window rectangle took three
//! times as long as with a material that only writes the colour. Blending costs again:
//! it reads every pixel before writing it, and an opaque colour blended over anything
//! is that colour. So the window draws its shapes with the functions of this module,
//! which have macroquad's names and arguments: an opaque colour with a material that
//! writes it ([`OPAQUE`]), a translucent one with a material that blends it; its texts,
//! whose glyphs are texture, with macroquad's own (through the pen).
//! Circles and regular polygons are each drawn as one square by a material of their own
//! ([`round_fill`]) instead of macroquad's fans of triangles. The picture is the same
//! pixel for pixel. `clippy.toml` forbids macroquad's own shape functions elsewhere, so
//! no shape slips past.

use crate::draw_list;
use crate::round_fill::{self, Round};
use macroquad::miniquad::{BlendFactor, BlendState, BlendValue, Equation, PassAction};
use macroquad::prelude::*;
use std::cell::RefCell;

/// The shape material's vertex shader: macroquad's own.
const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;

varying lowp vec4 color;

uniform mat4 Model;
uniform mat4 Projection;

void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
}"#;

/// The colour alone: macroquad's fragment shader times a white texel.
const FRAGMENT: &str = r#"#version 100
varying lowp vec4 color;

void main() {
    gl_FragColor = color;
}"#;

/// The shape materials: a translucent colour blended, an opaque one written.
struct Materials {
    blended: Material,
    opaque: Material,
    /// The same two for round shapes ([`round_fill`]; `None`: macroquad's triangles).
    rounds: Option<Rounds>,
}

/// The round shapes' materials: blended, written.
struct Rounds {
    blended: Material,
    opaque: Material,
}

thread_local! {
    /// The shape materials, once the window is open (`None` if they could not be made:
    /// the window then draws everything with macroquad's material, as before).
    static FLAT: RefCell<Option<Materials>> = const { RefCell::new(None) };
}

/// A material of these shaders, blended over what is there or not (`None`: it could not
/// be made).
fn material(vertex: &str, fragment: &str, blend: Option<BlendState>) -> Option<Material> {
    let params = MaterialParams {
        pipeline_params: PipelineParams {
            color_blend: blend,
            ..Default::default()
        },
        ..Default::default()
    };
    load_material(ShaderSource::Glsl { vertex, fragment }, params).ok()
}

/// Makes the shape materials; call once the window is open.
pub fn load() {
    let blend = BlendState::new(
        Equation::Add,
        BlendFactor::Value(BlendValue::SourceAlpha),
        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
    );
    // The browser's canvas smooths the edges of triangles (WebGL's antialiasing), not
    // those of pixels a shader leaves out: there macroquad's triangles stay.
    let rounds = if cfg!(target_arch = "wasm32") {
        None
    } else {
        let round = |blend| material(round_fill::VERTEX, round_fill::FRAGMENT, blend);
        round(Some(blend))
            .zip(round(None))
            .map(|(blended, opaque)| Rounds { blended, opaque })
    };
    let made = material(VERTEX, FRAGMENT, Some(blend))
        .zip(material(VERTEX, FRAGMENT, None))
        .map(|(blended, opaque)| Materials {
            blended,
            opaque,
            rounds,
        });
    FLAT.with(|f| *f.borrow_mut() = made);
}

/// The alpha from which a colour is opaque: blending it would give the colour itself.
pub const OPAQUE: f32 = 1.0;

/// Whether a shape of this colour is written without blending.
pub fn is_opaque(color: Color) -> bool {
    color.a >= OPAQUE
}

/// What the renderer draws with: each switch from one to another ends macroquad's
/// batch, and each batch is a draw call of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drawing {
    /// Nothing drawn yet this frame.
    Nothing,
    /// Opaque shapes, written.
    Opaque,
    /// Translucent shapes, blended.
    Blended,
    /// Texts: the font's glyphs, with macroquad's material.
    Text,
    /// Opaque round shapes ([`round_fill`]), written.
    RoundOpaque,
    /// Translucent round shapes, blended.
    RoundBlended,
}

thread_local! {
    /// What the last drawing of this frame drew with, and how many batches so far.
    static BATCHES: std::cell::Cell<(Drawing, u32)> =
        const { std::cell::Cell::new((Drawing::Nothing, 0)) };
}

/// The next drawing draws with `kind`: a batch begins if the last drew with another.
fn drawing(kind: Drawing) {
    BATCHES.with(|b| {
        let (last, n) = b.get();
        if last != kind {
            b.set((kind, n + 1));
        }
    });
}

/// The batches (draw calls) of the frame drawn since the last call, and counting begins
/// again (the frame benchmark's `draws`, issue 33: on llvmpipe every draw call costs
/// about 13 µs, whatever it draws).
pub fn take_batches() -> u32 {
    BATCHES.with(|b| b.replace((Drawing::Nothing, 0)).1)
}

/// The next shapes are of this colour: the material that draws it.
fn shapes_of(color: Color) {
    FLAT.with(|f| match f.borrow().as_ref() {
        Some(m) if is_opaque(color) => {
            drawing(Drawing::Opaque);
            gl_use_material(&m.opaque)
        }
        Some(m) => {
            drawing(Drawing::Blended);
            gl_use_material(&m.blended)
        }
        None => gl_use_default_material(),
    });
}

/// The next shape is a round one of this colour: the round material that draws it
/// (`false`: there is none, and macroquad's triangles draw it).
fn rounds_of(color: Color) -> bool {
    FLAT.with(
        |f| match f.borrow().as_ref().and_then(|m| m.rounds.as_ref()) {
            Some(r) if is_opaque(color) => {
                drawing(Drawing::RoundOpaque);
                gl_use_material(&r.opaque);
                true
            }
            Some(r) => {
                drawing(Drawing::RoundBlended);
                gl_use_material(&r.blended);
                true
            }
            None => false,
        },
    )
}

/// From here on, shapes are drawn with a shape material (call at a frame's start).
pub fn shapes() {
    shapes_of(Color::new(0.0, 0.0, 0.0, 0.0));
}

/// Samples the font's glyphs texel by texel. The pen puts each text on a whole pixel
/// and each glyph's picture is drawn at its own size, so a text's first glyph, and
/// every lone glyph (a chess piece), falls texel on pixel, where macroquad's linear
/// filter only averaged a texel with itself. A later glyph may start between two
/// pixels: the filter smeared it over both, the nearest texel puts it on the closer
/// one (a shade crisper, at most half a pixel over). On llvmpipe the filter doubled
/// the cost of a text's pixels.
pub fn text_filter(font: &mut Font) {
    font.set_filter(FilterMode::Nearest);
}

/// A text to draw: its words, where its baseline begins, its size and turn, the font.
#[derive(Clone, Debug)]
pub struct Text {
    /// The words.
    pub text: String,
    /// Where the baseline begins.
    pub x: f32,
    /// The baseline.
    pub y: f32,
    /// The font size, in pixels.
    pub size: u16,
    /// The turn, in radians.
    pub rotation: f32,
    /// The window's font (`None`: measured without a window, never painted).
    pub font: Option<Font>,
}

/// Draws a text in `color` with macroquad's material, or puts it on the frame's list;
/// `bounds`: where its glyphs may write (`None`: unknown). In a glyph pass
/// ([`glyph_pass`]) it draws nothing: the pen has measured the text, which put its
/// glyphs in the font's atlas.
pub fn text(t: Text, color: Color, bounds: Option<Area>) {
    if GLYPH_PASS.with(|g| g.get()) {
        return;
    }
    put(Item::Text(t, color, bounds));
}

thread_local! {
    /// Whether the frame is drawn only to gather its glyphs ([`glyph_pass`]).
    static GLYPH_PASS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Draws a frame once only to measure its texts (`draw`), then throws that drawing
/// away. macroquad sends its whole glyph atlas to the graphics card again after every
/// text that brings a glyph the atlas lacked; a first frame full of new words did that
/// once per text (a third of a second of the browser's first frame on a software
/// renderer). After this pass the atlas holds every glyph, and the frame drawn next
/// sends it once.
pub fn glyph_pass(draw: impl FnOnce()) {
    GLYPH_PASS.with(|g| g.set(true));
    draw();
    GLYPH_PASS.with(|g| g.set(false));
    // Clearing drops the draw calls gathered so far.
    clear(BLACK);
}

/// Clears the window to `color`, and only its colour: macroquad's `clear_background`
/// clears the depth buffer too, which the window never uses. On llvmpipe that clear
/// keeps the stencil bits of every pixel, so it reads and writes the whole buffer:
/// the profile found it the single costliest step of a frame (issue 33).
pub fn clear(color: Color) {
    put(Item::Clear(color));
}

/// Clears the window now (see [`clear`]).
fn clear_now(color: Color) {
    // SAFETY: macroquad's context, used on the one thread that draws, between frames'
    // drawing calls as macroquad's own `clear_background` does.
    let gl = unsafe { get_internal_gl() };
    // Draws gathered so far would land on the cleared picture: dropped, as macroquad's.
    gl.quad_gl.clear_draw_calls();
    take_batches();
    gl.quad_context.begin_default_pass(PassAction::Clear {
        color: Some((color.r, color.g, color.b, color.a)),
        depth: None,
        stencil: None,
    });
    gl.quad_context.end_render_pass();
}

pub use crate::draw_list::Area;

/// A drawing of the frame's list.
pub type Item = draw_list::Item<Shape, Text>;

thread_local! {
    /// The frame's drawings, while the loop gathers them.
    static LIST: draw_list::Cell<Shape, Text> = const { RefCell::new(draw_list::List::new()) };
}

thread_local! {
    /// The size of the window the frame is drawn for ([`begin`]).
    static SIZE: std::cell::Cell<(f32, f32)> = const { std::cell::Cell::new((0.0, 0.0)) };
}

/// From here on, the drawings of a frame for a `w` × `h` window are gathered (the loop,
/// before a frame's drawing, with the size its window's `Frame` read).
pub fn begin(size: (f32, f32)) {
    SIZE.with(|s| s.set(size));
    LIST.with(|l| {
        let mut l = l.borrow_mut();
        l.gathering = true;
        l.items.clear();
    });
}

/// The size of the window the frame is drawn for, as [`begin`] was told: for a drawing
/// that must know it and is not handed it (a button's smallest readable label).
pub fn window_size() -> (f32, f32) {
    SIZE.with(|s| s.get())
}

/// Draws the frame's drawings gathered since [`begin`]: less what a later opaque
/// rectangle covers whole, and what lies under a full-window shade darker instead of
/// the shade ([`draw_list`]), in a `w` × `h` window. Drawings go straight to macroquad
/// again afterwards.
pub fn flush((w, h): (f32, f32)) {
    let items = thinned(w, h);
    // Round shapes are a kind of their own only where the round material draws them.
    let rounds = FLAT.with(|f| f.borrow().as_ref().is_some_and(|m| m.rounds.is_some()));
    let kind = |item: &Item| match item {
        Item::Clear(_) => 0,
        Item::Shape(s, c, _) => match (rounds && s.round().is_some(), is_opaque(*c)) {
            (false, true) => OPAQUE_SHAPES,
            (false, false) => BLENDED_SHAPES,
            (true, true) => OPAQUE_ROUNDS,
            (true, false) => BLENDED_ROUNDS,
        },
        Item::Text(..) => TEXTS,
    };
    let mut items = draw_list::batch(items, kind);
    let kinds: Vec<u8> = items.iter().map(kind).collect();
    let round_material = keep_round_material(&kinds, ROUND_RUN_MIN);
    for (item, round_material) in items.drain(..).zip(round_material) {
        paint(item, round_material);
    }
    // The list's room is kept for the next frame.
    LIST.with(|l| {
        let mut l = l.borrow_mut();
        if l.items.is_empty() {
            l.items = items;
        }
    });
}

/// The frame's drawings gathered since [`begin`], as the window paints them (before
/// they are batched): less what a later opaque rectangle covers whole, and what lies
/// under a full-window shade darker instead of the shade ([`draw_list`]), in a `w` × `h`
/// window. Drawings go straight to macroquad again afterwards.
fn thinned(w: f32, h: f32) -> Vec<Item> {
    let mut items = LIST.with(|l| {
        let mut l = l.borrow_mut();
        l.gathering = false;
        std::mem::take(&mut l.items)
    });
    let rect = |s: &Shape| match s {
        Shape::Rect(a) => Some(*a),
        _ => None,
    };
    draw_list::fold_shades(&mut items, rect, w, h);
    draw_list::cull_covered(&mut items, |item| match item {
        Item::Shape(Shape::Rect(a), c, _) if is_opaque(*c) => Some(*a),
        _ => None,
    });
    items
}

/// The frame's drawings gathered since [`begin`], handed to the caller instead of the
/// window, as [`flush`] would paint them (but in the order drawn, not batched): what a
/// test without a window sees (`paint/headless.rs`).
#[cfg(any(test, feature = "headless"))]
pub fn take((w, h): (f32, f32)) -> Vec<Item> {
    thinned(w, h)
}

/// The batching kinds of shapes: flat ones, and round ones where the round material
/// draws them.
const OPAQUE_SHAPES: u8 = 1;
const BLENDED_SHAPES: u8 = 2;
const OPAQUE_ROUNDS: u8 = 4;
const BLENDED_ROUNDS: u8 = 5;
/// The batching kind of texts.
const TEXTS: u8 = 3;

/// The fewest round shapes in a row worth the round material: each switch of material
/// is a draw call, and on llvmpipe a switch to a shader and back costs more than a few
/// shapes' triangles. The end page's 35 round shapes come in 10 short runs: drawn as
/// triangles its draw calls went from 39 to 28 and its frame from 6.18 to 6.10 ms
/// (1920×1080, builds taking turns); the card's and the school's runs of 29 to 47
/// pieces keep the round material.
const ROUND_RUN_MIN: usize = 8;

/// For each drawing of a frame's batched list, by its kind: whether it is drawn with
/// the round material. Round shapes in a row of fewer than `min` are drawn as
/// triangles with the flat material instead, so they join the flat shapes' draw call
/// next to them.
fn keep_round_material(kinds: &[u8], min: usize) -> Vec<bool> {
    let mut keep = Vec::with_capacity(kinds.len());
    for run in kinds.chunk_by(|a, b| a == b) {
        let round = matches!(run[0], OPAQUE_ROUNDS | BLENDED_ROUNDS) && run.len() >= min;
        keep.extend(std::iter::repeat_n(round, run.len()));
    }
    keep
}

/// Puts a drawing on the frame's list, or draws it at once outside a frame.
fn put(item: Item) {
    let item = LIST.with(|l| {
        let mut l = l.borrow_mut();
        if !l.gathering {
            return Some(item);
        }
        if matches!(item, Item::Clear(_)) {
            // What was drawn before is cleared away.
            l.items.clear();
        }
        l.items.push(item);
        None
    });
    if let Some(item) = item {
        paint(item, true);
    }
}

/// Draws one drawing now; a round shape with the round material if there is one and
/// `round_material` says so.
fn paint(item: Item, round_material: bool) {
    match item {
        Item::Clear(c) => clear_now(c),
        Item::Shape(s, c, _) => match s.round() {
            Some(round) if round_material && rounds_of(c) => round.paint(c),
            _ => {
                shapes_of(c);
                s.paint(c);
            }
        },
        Item::Text(Text { font: None, .. }, ..) => {}
        Item::Text(t, color, _) => {
            drawing(Drawing::Text);
            gl_use_default_material();
            draw_text_ex(
                &t.text,
                t.x,
                t.y,
                TextParams {
                    font: t.font.as_ref(),
                    font_size: t.size,
                    color,
                    rotation: t.rotation,
                    ..Default::default()
                },
            );
        }
    }
}

/// A shape of the window, in macroquad's terms.
#[derive(Clone, Debug)]
pub enum Shape {
    /// A filled rectangle.
    Rect(Area),
    /// A rectangle's outline, this thick (inside the rectangle).
    RectLines(Area, f32),
    /// A turned or offset rectangle (its colour is the item's).
    RectEx(Area, DrawRectangleParams),
    /// A filled circle: centre and radius.
    Circle(f32, f32, f32),
    /// A circle's outline: centre, radius, thickness.
    CircleLines(f32, f32, f32, f32),
    /// A line: from, to, thickness.
    Line(f32, f32, f32, f32, f32),
    /// A filled triangle.
    Triangle(Vec2, Vec2, Vec2),
    /// A triangle's outline, this thick.
    TriangleLines(Vec2, Vec2, Vec2, f32),
    /// A filled regular polygon: centre, sides, radius, turn.
    Poly(f32, f32, u8, f32, f32),
    /// A regular polygon's outline: centre, sides, radius, turn, thickness.
    PolyLines(f32, f32, u8, f32, f32, f32),
}

impl Shape {
    /// Where it may write.
    pub fn bounds(&self) -> Area {
        use draw_list::around;
        let v = |p: &Vec2| (p.x, p.y);
        match self {
            Shape::Rect(a) | Shape::RectLines(a, _) => draw_list::normal(*a),
            Shape::RectEx((x, y, w, h), p) => {
                let d = (w.abs() + h.abs()) * (1.0 + p.offset.x.abs() + p.offset.y.abs());
                (x - d, y - d, 2.0 * d, 2.0 * d)
            }
            Shape::Circle(x, y, r) | Shape::Poly(x, y, _, r, _) => around(&[(*x, *y)], *r),
            Shape::CircleLines(x, y, r, t) | Shape::PolyLines(x, y, _, r, _, t) => {
                around(&[(*x, *y)], r + t)
            }
            Shape::Line(x1, y1, x2, y2, t) => around(&[(*x1, *y1), (*x2, *y2)], *t),
            Shape::Triangle(a, b, c) => around(&[v(a), v(b), v(c)], 0.0),
            Shape::TriangleLines(a, b, c, t) => around(&[v(a), v(b), v(c)], *t),
        }
    }

    /// The round shape it is, if the round material can draw it ([`round_fill`]).
    fn round(&self) -> Option<Round> {
        let round = match *self {
            Shape::Circle(x, y, r) => Round::poly(x, y, round_fill::CIRCLE_SIDES, r, 0.0),
            Shape::CircleLines(x, y, r, t) => {
                Round::poly_lines(x, y, round_fill::CIRCLE_LINE_SIDES, r, 0.0, t)
            }
            Shape::Poly(x, y, n, r, turn) => Round::poly(x, y, n, r, turn),
            Shape::PolyLines(x, y, n, r, turn, t) => Round::poly_lines(x, y, n, r, turn, t),
            _ => return None,
        };
        round.drawable().then_some(round)
    }

    /// Puts it on the frame's list (or draws it) in `color`.
    fn put(self, color: Color) {
        let bounds = self.bounds();
        put(Item::Shape(self, color, Some(bounds)));
    }
}

/// Shapes of the window, with macroquad's names and arguments (see the module's text).
#[allow(clippy::disallowed_methods)]
mod shape {
    use crate::flat_fill::Shape;
    use macroquad::prelude::{Color, DrawRectangleParams, Vec2};
    use macroquad::shapes as mq;

    impl Shape {
        /// Draws it now in `color`, with the material in use.
        pub(in crate::flat_fill) fn paint(self, color: Color) {
            match self {
                Shape::Rect((x, y, w, h)) => mq::draw_rectangle(x, y, w, h, color),
                Shape::RectLines((x, y, w, h), t) => mq::draw_rectangle_lines(x, y, w, h, t, color),
                Shape::RectEx((x, y, w, h), p) => {
                    mq::draw_rectangle_ex(x, y, w, h, DrawRectangleParams { color, ..p })
                }
                Shape::Circle(x, y, r) => mq::draw_circle(x, y, r, color),
                Shape::CircleLines(x, y, r, t) => mq::draw_circle_lines(x, y, r, t, color),
                Shape::Line(x1, y1, x2, y2, t) => mq::draw_line(x1, y1, x2, y2, t, color),
                Shape::Triangle(a, b, c) => mq::draw_triangle(a, b, c, color),
                Shape::TriangleLines(a, b, c, t) => mq::draw_triangle_lines(a, b, c, t, color),
                Shape::Poly(x, y, n, r, turn) => mq::draw_poly(x, y, n, r, turn, color),
                Shape::PolyLines(x, y, n, r, turn, t) => {
                    mq::draw_poly_lines(x, y, n, r, turn, t, color)
                }
            }
        }
    }

    /// A filled rectangle.
    pub fn draw_rectangle(x: f32, y: f32, w: f32, h: f32, color: Color) {
        Shape::Rect((x, y, w, h)).put(color);
    }

    /// A rectangle's outline.
    pub fn draw_rectangle_lines(x: f32, y: f32, w: f32, h: f32, thickness: f32, color: Color) {
        Shape::RectLines((x, y, w, h), thickness).put(color);
    }

    /// A turned or offset rectangle.
    pub fn draw_rectangle_ex(x: f32, y: f32, w: f32, h: f32, params: DrawRectangleParams) {
        let color = params.color;
        Shape::RectEx((x, y, w, h), params).put(color);
    }

    /// A filled circle.
    pub fn draw_circle(x: f32, y: f32, r: f32, color: Color) {
        Shape::Circle(x, y, r).put(color);
    }

    /// A circle's outline.
    pub fn draw_circle_lines(x: f32, y: f32, r: f32, thickness: f32, color: Color) {
        Shape::CircleLines(x, y, r, thickness).put(color);
    }

    /// A line.
    pub fn draw_line(x1: f32, y1: f32, x2: f32, y2: f32, thickness: f32, color: Color) {
        Shape::Line(x1, y1, x2, y2, thickness).put(color);
    }

    /// A filled triangle.
    pub fn draw_triangle(v1: Vec2, v2: Vec2, v3: Vec2, color: Color) {
        Shape::Triangle(v1, v2, v3).put(color);
    }

    /// A triangle's outline.
    pub fn draw_triangle_lines(v1: Vec2, v2: Vec2, v3: Vec2, thickness: f32, color: Color) {
        Shape::TriangleLines(v1, v2, v3, thickness).put(color);
    }

    /// A filled regular polygon.
    pub fn draw_poly(x: f32, y: f32, sides: u8, radius: f32, rotation: f32, color: Color) {
        Shape::Poly(x, y, sides, radius, rotation).put(color);
    }

    /// A regular polygon's outline.
    pub fn draw_poly_lines(
        x: f32,
        y: f32,
        sides: u8,
        radius: f32,
        rotation: f32,
        thickness: f32,
        color: Color,
    ) {
        Shape::PolyLines(x, y, sides, radius, rotation, thickness).put(color);
    }
}

pub use shape::{
    draw_circle, draw_circle_lines, draw_line, draw_poly, draw_poly_lines, draw_rectangle,
    draw_rectangle_ex, draw_rectangle_lines, draw_triangle, draw_triangle_lines,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_shapes_in_a_short_row_are_drawn_as_triangles_and_a_long_row_with_the_round_material() {
        let (o, b, r, t) = (OPAQUE_SHAPES, BLENDED_SHAPES, OPAQUE_ROUNDS, TEXTS);
        let mut kinds = vec![o, r, r, b, BLENDED_ROUNDS, t];
        kinds.extend([r; 8]);
        kinds.extend([o, r]);
        let keep = keep_round_material(&kinds, 8);
        let mut want = vec![false; 6];
        want.extend([true; 8]);
        want.extend([false, false]);
        assert_eq!(keep, want);
        // A row of rounds ends where another kind begins, even of rounds.
        let keep = keep_round_material(&[r, r, BLENDED_ROUNDS, BLENDED_ROUNDS], 2);
        assert_eq!(keep, [true, true, true, true]);
        assert_eq!(
            keep_round_material(&[r, r, BLENDED_ROUNDS], 2),
            [true, true, false]
        );
        assert!(keep_round_material(&[], 8).is_empty());
    }

    #[test]
    fn only_a_fully_opaque_colour_is_written_without_blending() {
        assert!(is_opaque(Color::new(0.2, 0.3, 0.4, 1.0)));
        assert!(!is_opaque(Color::new(0.2, 0.3, 0.4, 0.99)));
        assert!(!is_opaque(Color::new(0.0, 0.0, 0.0, 0.0)));
    }
}
