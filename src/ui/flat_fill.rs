//! Shapes drawn without a texture lookup (issue 33).
//!
//! macroquad draws every rectangle, circle and line through its one material, which
//! multiplies the colour by a texel of a white texture. On a software renderer
//! (Mesa's llvmpipe, the school PC without a graphics card) that lookup is most of the
//! cost of a pixel: a full-window rectangle took three times as long as with a
//! material that only writes the colour. So the window draws its shapes with such a
//! material ([`shapes`]), and its texts, whose glyphs are texture, with macroquad's own
//! ([`with_text`], which the pen calls). Both blend alike, so the picture is the same.

use macroquad::miniquad::{BlendFactor, BlendState, BlendValue, Equation};
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

thread_local! {
    /// The shape material, once the window is open (`None` if it could not be made:
    /// the window then draws everything with macroquad's material, as before).
    static FLAT: RefCell<Option<Material>> = const { RefCell::new(None) };
}

/// Makes the shape material; call once the window is open.
pub fn load() {
    let params = MaterialParams {
        pipeline_params: PipelineParams {
            color_blend: Some(BlendState::new(
                Equation::Add,
                BlendFactor::Value(BlendValue::SourceAlpha),
                BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
            )),
            ..Default::default()
        },
        ..Default::default()
    };
    let made = load_material(
        ShaderSource::Glsl {
            vertex: VERTEX,
            fragment: FRAGMENT,
        },
        params,
    )
    .ok();
    FLAT.with(|f| *f.borrow_mut() = made);
}

/// From here on, shapes are drawn with the shape material (call at a frame's start).
pub fn shapes() {
    FLAT.with(|f| {
        if let Some(m) = f.borrow().as_ref() {
            gl_use_material(m);
        }
    });
}

/// Draws a text (`draw`) with macroquad's material, then goes back to the shapes'. In
/// a glyph pass ([`glyph_pass`]) it draws nothing: the pen has measured the text, which
/// put its glyphs in the font's atlas.
pub fn with_text(draw: impl FnOnce()) {
    if GLYPH_PASS.with(|g| g.get()) {
        return;
    }
    let flat = FLAT.with(|f| f.borrow().is_some());
    if flat {
        gl_use_default_material();
    }
    draw();
    if flat {
        shapes();
    }
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
    clear_background(BLACK);
}
