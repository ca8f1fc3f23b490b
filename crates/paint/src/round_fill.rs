//! Round shapes drawn as one square each (issue 33).
//!
//! macroquad draws a circle as a fan of 20 triangles, a circle's outline as 30 quads
//! (60 triangles) and every regular polygon alike. On a software renderer (Mesa's
//! llvmpipe, the school PC without a graphics card) each triangle costs about a
//! microsecond to set up and bin whatever its size, so a board's pieces, each a ring, a
//! disc, an outline and a badge, cost more in triangles than in pixels: the card
//! screen's 43 discs took 1 ms of its frame, its 28 outlines 0.7 ms.
//!
//! Here every such shape is the square round it, two triangles, and a fragment shader
//! keeps the pixels inside the very polygon macroquad would have drawn: the sector of
//! the pixel's angle gives the polygon's edge there, and a pixel is kept if it lies
//! within that edge (and, for an outline, beyond the inner polygon's edge). The corners
//! are macroquad's, so the picture is the same pixel for pixel, to the rounding of a
//! pixel centre lying exactly on an edge.

use macroquad::prelude::*;

/// The vertex shader of the round material (`flat_fill` makes it): the position, and the shape (sides, inner ratio, turn) passed on.
pub const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
attribute vec4 normal;

varying lowp vec4 color;
varying highp vec2 uv;
varying highp vec4 shape;

uniform mat4 Model;
uniform mat4 Projection;

void main() {
    gl_Position = Projection * Model * vec4(position.xy, 0.0, 1.0);
    color = color0 / 255.0;
    uv = texcoord;
    float step = 6.28318530718 / floor(normal.x + 0.5);
    shape = vec4(step, normal.y, normal.z, cos(0.5 * step));
}"#;

/// The fragment shader: the pixel is kept inside the outer polygon and outside the
/// inner one. `uv` is the pixel's place from the centre, in outer radii; `shape` the
/// angle of a side, the inner polygon's radius in outer radii (0: none), the turn, and
/// the radius of the circle inside the polygon (the distance of a side's middle).
/// Only a pixel between a polygon's inner and outer circle needs the angle: the
/// distance to the side there is its radius times the cosine of its angle from the
/// side's middle (a few terms of the series: that angle is small).
pub const FRAGMENT: &str = r#"#version 100
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif
varying lowp vec4 color;
varying vec2 uv;
varying vec4 shape;

void main() {
    float r2 = dot(uv, uv);
    float edge = shape.w;
    float inner = shape.y;
    if (r2 > 1.0 || r2 < inner * inner * edge * edge) {
        discard;
    }
    if (r2 > edge * edge || r2 < inner * inner) {
        float a = atan(uv.y, uv.x) - shape.z;
        float off = a - (floor(a / shape.x) + 0.5) * shape.x;
        float o2 = off * off;
        float c = 1.0 - o2 * (0.5 - o2 * (1.0 / 24.0 - o2 * (1.0 / 720.0 - o2 / 40320.0)));
        float d = sqrt(r2) * c;
        if (d > edge || d < inner * edge) {
            discard;
        }
    }
    gl_FragColor = color;
}"#;

/// A regular polygon as macroquad draws it, or the band between two of them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Round {
    /// The centre.
    pub x: f32,
    /// The centre.
    pub y: f32,
    /// The sides.
    pub sides: u8,
    /// The radius of the outer polygon's corners.
    pub outer: f32,
    /// The radius of the inner polygon's corners (0: a filled polygon).
    pub inner: f32,
    /// The first corner's angle, in radians, clockwise from the right.
    pub turn: f32,
}

/// The sides of macroquad's `draw_circle`.
pub const CIRCLE_SIDES: u8 = 20;
/// The sides of macroquad's `draw_circle_lines`.
pub const CIRCLE_LINE_SIDES: u8 = 30;

impl Round {
    /// macroquad's `draw_poly` (`rotation` in degrees).
    pub fn poly(x: f32, y: f32, sides: u8, radius: f32, rotation: f32) -> Round {
        Round {
            x,
            y,
            sides,
            outer: radius,
            inner: 0.0,
            turn: rotation.to_radians(),
        }
    }

    /// macroquad's `draw_poly_lines`: the band from `radius` out by `thickness`.
    pub fn poly_lines(x: f32, y: f32, sides: u8, radius: f32, rotation: f32, t: f32) -> Round {
        let (inner, outer) = if t >= 0.0 {
            (radius, radius + t)
        } else {
            (radius + t, radius)
        };
        Round {
            inner: inner.max(0.0),
            outer,
            ..Round::poly(x, y, sides, radius, rotation)
        }
    }

    /// Whether the shader can draw it as macroquad would: at least three sides, a
    /// radius, and no band reaching through the centre.
    pub fn drawable(&self) -> bool {
        self.sides >= 3 && self.outer > 0.0 && self.outer.is_finite() && self.inner < self.outer
    }

    /// The square it is drawn in: corners and their places in outer radii. A pixel
    /// more all round, so that no edge pixel of the polygon falls outside.
    fn corners(&self) -> [(f32, f32, f32, f32); 4] {
        let r = self.outer + 1.0;
        let k = r / self.outer;
        [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .map(|(sx, sy)| (self.x + sx * r, self.y + sy * r, sx * k, sy * k))
    }

    /// Draws it now in `color`, with the round material in use.
    pub fn paint(&self, color: Color) {
        let shape = vec4(
            f32::from(self.sides),
            self.inner / self.outer,
            self.turn,
            0.0,
        );
        let vertices = self.corners().map(|(x, y, u, v)| {
            let mut vertex = Vertex::new(x, y, 0.0, u, v, color);
            vertex.normal = shape;
            vertex
        });
        // SAFETY: macroquad's context, on the one thread that draws, as its own shape
        // functions use it.
        let gl = unsafe { get_internal_gl() };
        gl.quad_gl.texture(None);
        gl.quad_gl.draw_mode(DrawMode::Triangles);
        gl.quad_gl.geometry(&vertices, &[0, 1, 2, 0, 2, 3]);
    }

    /// Whether the point (`px`, `py`) is one the shader keeps: the same test, on the CPU.
    #[cfg(any(test, feature = "headless"))]
    pub fn keeps(&self, px: f32, py: f32) -> bool {
        let (u, v) = ((px - self.x) / self.outer, (py - self.y) / self.outer);
        let step = std::f32::consts::TAU / f32::from(self.sides);
        let edge = (0.5 * step).cos();
        let inner = self.inner / self.outer;
        let r2 = u * u + v * v;
        if r2 > 1.0 || r2 < inner * inner * edge * edge {
            return false;
        }
        if r2 > edge * edge || r2 < inner * inner {
            let a = v.atan2(u) - self.turn;
            let off = a - ((a / step).floor() + 0.5) * step;
            let o2 = off * off;
            let c = 1.0 - o2 * (0.5 - o2 * (1.0 / 24.0 - o2 * (1.0 / 720.0 - o2 / 40320.0)));
            let d = r2.sqrt() * c;
            return d <= edge && d >= inner * edge;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `p` lies in the triangle (`a`, `b`, `c`), edges included.
    fn in_triangle(p: (f32, f32), a: (f32, f32), b: (f32, f32), c: (f32, f32)) -> bool {
        let cross = |o: (f32, f32), s: (f32, f32), t: (f32, f32)| {
            (s.0 - o.0) * (t.1 - o.1) - (s.1 - o.1) * (t.0 - o.0)
        };
        let (d1, d2, d3) = (cross(a, b, p), cross(b, c, p), cross(c, a, p));
        let neg = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
        let pos = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
        !(neg && pos)
    }

    /// The triangles macroquad draws for a polygon's band (its `draw_arc`) or, with no
    /// inner radius, for a filled polygon (its `draw_poly` fan).
    fn macroquad_triangles(r: &Round) -> Vec<[(f32, f32); 3]> {
        let step = std::f32::consts::TAU / f32::from(r.sides);
        let at = |angle: f32, radius: f32| (r.x + radius * angle.cos(), r.y + radius * angle.sin());
        (0..r.sides)
            .flat_map(|i| {
                let (a0, a1) = (
                    f32::from(i) * step + r.turn,
                    f32::from(i + 1) * step + r.turn,
                );
                if r.inner > 0.0 {
                    let (p0, p1, p2, p3) = (
                        at(a0, r.inner),
                        at(a0, r.outer),
                        at(a1, r.inner),
                        at(a1, r.outer),
                    );
                    vec![[p0, p1, p2], [p2, p1, p3]]
                } else {
                    vec![[(r.x, r.y), at(a0, r.outer), at(a1, r.outer)]]
                }
            })
            .collect()
    }

    /// The pixel centres of the square round `r` where the shader's test and macroquad's
    /// triangles disagree, leaving out centres within `slack` of a triangle's edge.
    fn disagreements(r: &Round) -> Vec<(f32, f32)> {
        let tris = macroquad_triangles(r);
        let reach = (r.outer + 2.0).ceil() as i32;
        let (cx, cy) = (r.x.floor() as i32, r.y.floor() as i32);
        let mut wrong = vec![];
        for py in cy - reach..=cy + reach {
            for px in cx - reach..=cx + reach {
                let p = (px as f32 + 0.5, py as f32 + 0.5);
                let inside = tris.iter().any(|t| in_triangle(p, t[0], t[1], t[2]));
                // A centre this close to an edge goes either way with the rounding.
                let near =
                    |q: (f32, f32)| tris.iter().any(|t| in_triangle(q, t[0], t[1], t[2])) != inside;
                let slack = 1e-3;
                let on_edge = [(slack, 0.0), (-slack, 0.0), (0.0, slack), (0.0, -slack)]
                    .iter()
                    .any(|(dx, dy)| near((p.0 + dx, p.1 + dy)));
                if !on_edge && r.keeps(p.0, p.1) != inside {
                    wrong.push(p);
                }
            }
        }
        wrong
    }

    #[test]
    fn a_circle_keeps_exactly_the_pixels_of_macroquads_twenty_sided_fan() {
        for (x, y, radius) in [(50.0, 40.0, 18.0), (20.3, 31.7, 7.25), (100.5, 100.5, 41.0)] {
            let r = Round::poly(x, y, CIRCLE_SIDES, radius, 0.0);
            assert_eq!(disagreements(&r), vec![], "circle at {x},{y} r {radius}");
        }
    }

    #[test]
    fn a_circles_outline_keeps_exactly_the_pixels_of_macroquads_thirty_quads() {
        for (x, y, radius, t) in [(50.0, 40.0, 18.0, 2.0), (30.4, 29.9, 11.5, 1.3)] {
            let r = Round::poly_lines(x, y, CIRCLE_LINE_SIDES, radius, 0.0, t);
            assert_eq!(disagreements(&r), vec![], "outline at {x},{y} r {radius}");
        }
    }

    #[test]
    fn a_turned_polygon_and_its_outline_keep_macroquads_pixels() {
        for sides in [3, 4, 6] {
            let fill = Round::poly(40.0, 40.0, sides, 20.0, 30.0);
            assert_eq!(disagreements(&fill), vec![], "{sides} sides");
            let band = Round::poly_lines(40.0, 40.0, sides, 16.0, 30.0, 3.0);
            assert_eq!(disagreements(&band), vec![], "{sides} sides' outline");
        }
    }

    #[test]
    fn a_band_keeps_nothing_at_its_centre_and_a_fill_keeps_it() {
        let band = Round::poly_lines(10.0, 10.0, 30, 8.0, 0.0, 2.0);
        assert!(!band.keeps(10.0, 10.0));
        assert!(band.keeps(19.0, 10.0));
        assert!(Round::poly(10.0, 10.0, 20, 8.0, 0.0).keeps(10.0, 10.0));
    }

    #[test]
    fn shapes_the_shader_cannot_draw_are_left_to_macroquad() {
        assert!(!Round::poly(0.0, 0.0, 2, 5.0, 0.0).drawable());
        assert!(!Round::poly(0.0, 0.0, 20, 0.0, 0.0).drawable());
        assert!(!Round::poly(0.0, 0.0, 20, f32::NAN, 0.0).drawable());
        assert!(Round::poly_lines(0.0, 0.0, 30, 5.0, 0.0, -2.0).drawable());
        assert!(Round::poly(0.0, 0.0, 20, 5.0, 0.0).drawable());
    }
}
