//! Small joys: a burst of sparks when a piece comes home, confetti when a player
//! finishes. Purely for show; a click never waits for them.

use crate::table::Table;
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::draw::seat_color;
use paint::flat_fill::draw_rectangle;
use paint::layout::Layout;
use shell::Frame;
use track::pieces::Seat;
use track::Event;

/// Seconds a spark or a confetti piece lives.
const LIFE: f32 = 1.4;
/// Sparks in a coming-home burst.
const BURST: usize = 28;
/// Confetti pieces when a player finishes.
const CONFETTI: usize = 140;
/// Downward pull, in cells per second squared.
const GRAVITY: f32 = 9.0;

/// One spark or confetti piece, in pixels.
pub struct Particle {
    x: f32,
    y: f32,
    vx: f32,
    vy: f32,
    life: f32,
    size: f32,
    color: Color,
}

impl<R: Room> TableScreen<R> {}

impl Table {
    /// Starts the effects of an event as it is shown.
    pub fn effects_for(&mut self, frame: &Frame, e: &Event) {
        let layout = Layout::new(frame.size.0, frame.size.1, self.shown.board());
        let cell = layout.cell;
        // A fixed pattern from the event count: effects draw no random numbers.
        let mut k = self.effects.len() as f32 * 0.37 + 1.0;
        let mut next = || {
            k = (k * 1.618_034 + 0.211).fract();
            k
        };
        match e {
            Event::CameHome { piece, to, .. } => {
                let r = layout.square_rect(*to);
                let (cx, cy) = r.center();
                for i in 0..BURST {
                    let a = i as f32 / BURST as f32 * std::f32::consts::TAU;
                    let speed = cell * (3.0 + 3.0 * next());
                    self.effects.push(Particle {
                        x: cx,
                        y: cy,
                        vx: a.cos() * speed,
                        vy: a.sin() * speed,
                        life: LIFE,
                        size: cell * 0.12,
                        color: seat_color(piece.seat),
                    });
                }
            }
            Event::Finished { seat, .. } => {
                let w = layout.screen.0;
                for i in 0..CONFETTI {
                    let c = if i % 3 == 0 {
                        seat_color(*seat)
                    } else {
                        seat_color(Seat(i as u8 % 4))
                    };
                    self.effects.push(Particle {
                        x: next() * w,
                        y: -cell * next() * 4.0,
                        vx: (next() - 0.5) * cell * 3.0,
                        vy: cell * (2.0 + next() * 4.0),
                        life: LIFE * 2.0,
                        size: cell * 0.18,
                        color: c,
                    });
                }
            }
            _ => {}
        }
    }

    /// Moves the effects on by `dt` seconds.
    pub fn update_effects(&mut self, dt: f32, cell: f32) {
        for p in &mut self.effects {
            p.x += p.vx * dt;
            p.y += p.vy * dt;
            p.vy += GRAVITY * cell * dt;
            p.life -= dt;
        }
        self.effects.retain(|p| p.life > 0.0);
    }

    /// Draws the effects.
    pub fn draw_effects(&self) {
        for p in &self.effects {
            let mut c = p.color;
            c.a = (p.life / LIFE).min(1.0);
            draw_rectangle(p.x - p.size / 2.0, p.y - p.size / 2.0, p.size, p.size, c);
        }
    }
}
