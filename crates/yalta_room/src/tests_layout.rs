//! Window-free tests of where the Yalta game's parts go: the hexagon as large as the
//! window allows, the panel beside it or under it, the names clear of the cells, and
//! the panel's texts whole, apart and readable, from 800 × 600 to 3840 × 2160 and in
//! portrait.

use crate::frame::{frame, name_labels, HEX_HEIGHT, PANEL_MIN, PORTRAIT_BOARD};
use crate::layout::{panel_layout, panel_lines, PanelWords, PlayerWords};
use crate::tests::Mono;
use crate::*;
use paint::text_layout::Measure;
use yalta::position::Piece;

const SIZES: [(f32, f32); 7] = paint::layout::TEST_WINDOWS;

type P = (f32, f32);

/// Whether two convex polygons share any area (separating axes; touching is apart).
fn convex_overlap(a: &[P], b: &[P]) -> bool {
    for poly in [a, b] {
        for i in 0..poly.len() {
            let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
            let axis = (q.1 - p.1, p.0 - q.0);
            let proj = |s: &[P]| {
                s.iter()
                    .map(|v| v.0 * axis.0 + v.1 * axis.1)
                    .fold((f32::MAX, f32::MIN), |(lo, hi), x| (lo.min(x), hi.max(x)))
            };
            let ((alo, ahi), (blo, bhi)) = (proj(a), proj(b));
            if ahi <= blo + 0.01 || bhi <= alo + 0.01 {
                return false;
            }
        }
    }
    true
}

fn corners(r: Rect) -> [P; 4] {
    [
        (r.x, r.y),
        (r.x + r.w, r.y),
        (r.x + r.w, r.y + r.h),
        (r.x, r.y + r.h),
    ]
}

fn inside(r: Rect, outer: Rect) -> bool {
    r.x >= outer.x - 0.5
        && r.y >= outer.y - 0.5
        && r.x + r.w <= outer.x + outer.w + 0.5
        && r.y + r.h <= outer.y + outer.h + 0.5
}

fn apart(a: Rect, b: Rect) -> bool {
    !convex_overlap(&corners(a), &corners(b))
}

fn window(w: f32, h: f32) -> Rect {
    Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    }
}

#[test]
fn the_hexagon_is_as_large_as_the_window_allows_beside_or_above_the_panel() {
    for (w, h) in SIZES {
        let f = frame(w, h);
        let v = f.board;
        let s = v.scale;
        let bbox = Rect {
            x: v.cx - s,
            y: v.cy - s * HEX_HEIGHT / 2.0,
            w: 2.0 * s,
            h: s * HEX_HEIGHT,
        };
        assert!(inside(bbox, window(w, h)), "{w}x{h}: board {bbox:?}");
        assert!(inside(f.panel, window(w, h)), "{w}x{h}: panel");
        assert!(apart(bbox, f.panel), "{w}x{h}: board and panel");
        assert_eq!(f.portrait, h > w, "{w}x{h}");
        if f.portrait {
            assert!(f.panel.y >= bbox.y + bbox.h - 0.5, "{w}x{h}: panel under");
            // As wide as the window, or as tall as its share.
            assert!(
                bbox.w >= w * 0.95 || bbox.h >= h * PORTRAIT_BOARD * 0.95,
                "{w}x{h}"
            );
        } else {
            assert!(f.panel.x >= bbox.x + bbox.w - 0.5, "{w}x{h}: panel beside");
            assert!(
                bbox.w >= w * (1.0 - PANEL_MIN) * 0.95 || bbox.h >= h * 0.95,
                "{w}x{h}: {bbox:?}"
            );
        }
    }
}

#[test]
fn the_names_stand_clear_of_every_cell_inside_the_window() {
    let long: [String; 3] = [
        "Bartholomäus (White)".into(),
        "Black".into(),
        "Maximiliane (Red)".into(),
    ];
    let short: [String; 3] = ["White".into(), "Black".into(), "Red".into()];
    for (w, h) in SIZES {
        let f = frame(w, h);
        let (_, small) = text_sizes(reading_height(w, h));
        for names in [&short, &long] {
            for mover in [None, Some(Player::White), Some(Player::Red)] {
                let labels = name_labels(&Mono, &f.board, names, mover, w, h);
                for (i, l) in labels.iter().enumerate() {
                    assert!(inside(l.rect, window(w, h)), "{w}x{h} {}", l.text);
                    assert!(apart(l.rect, f.panel), "{w}x{h} {} on the panel", l.text);
                    assert!(l.size >= small, "{w}x{h} {} too small", l.text);
                    assert!(
                        Mono.width(&l.text, l.size) <= l.rect.w,
                        "{w}x{h} {} wider than its box",
                        l.text
                    );
                    for cell in Cell::all() {
                        let q: Vec<P> = f.board.quad(cell).iter().map(|p| (p.x, p.y)).collect();
                        assert!(
                            !convex_overlap(&corners(l.rect), &q),
                            "{w}x{h}: {} covers {cell}",
                            l.text
                        );
                    }
                    for other in &labels[i + 1..] {
                        assert!(apart(l.rect, other.rect), "{w}x{h}");
                    }
                }
                // A short name is never cut.
                if names == &short {
                    for (l, n) in labels.iter().zip(names) {
                        assert_eq!(&l.text, n, "{w}x{h}");
                    }
                }
            }
        }
    }
}

/// A busy panel: checks, a why-not, many messages and many captures.
fn busy_words(captures: usize) -> PanelWords {
    let piece = |i: usize| Piece {
        owner: Player::from_index(i % 3),
        kind: Kind::ALL[1 + i % 5],
    };
    PanelWords {
        turn: Some("Bartholomäus's turn".into()),
        players: Player::ALL
            .into_iter()
            .map(|p| PlayerWords {
                player: p,
                name: format!("A rather long name {}", p.name()),
                material: "material 39".into(),
                points: 39,
                captured: (0..captures).map(piece).collect(),
            })
            .collect(),
        checks: vec!["Check: White by Black, Red".into()],
        legend: "Arrows: cursor · Tab: next piece · Enter: choose, move · Esc: menu".into(),
        legend_more: "Ctrl+C, Ctrl+V: copy or paste the position (YFEN)".into(),
        messages: (0..7)
            .map(|i| format!("Move {i}: White we2-we4, takes Red's knight"))
            .collect(),
        why: Some((
            "Why not?".into(),
            "The bishop's way is blocked by White's own pawn on we3.".into(),
        )),
        promoting: false,
    }
}

#[test]
fn the_panels_lines_fit_whole_apart_and_readable_at_every_size() {
    for (w, h) in SIZES {
        let (ts, small) = text_sizes(reading_height(w, h));
        let lay = panel_layout(w, h, ts);
        let panel = Rect {
            x: lay.x,
            y: lay.y,
            w: lay.w,
            h: lay.foot.y - lay.y,
        };
        for captures in [0, 4, 14] {
            let laid = panel_lines(&Mono, w, h, &busy_words(captures), 0);
            let lines: Vec<_> = laid.lines().collect();
            assert!(!laid.legend.is_empty(), "{w}x{h}: the keys show");
            assert_eq!(laid.players.len(), 3, "{w}x{h}: every player shows");
            let mut rects: Vec<Rect> = vec![];
            for l in &lines {
                let r = Rect {
                    x: l.rect.x,
                    y: l.rect.y,
                    w: l.rect.w,
                    h: l.rect.h,
                };
                assert!(l.size >= small, "{w}x{h}: {} too small", l.text);
                assert!(inside(r, panel), "{w}x{h}: {} leaves the panel", l.text);
                assert!(
                    Mono.width(&l.text, l.size) <= lay.w - 2.0 * layout::MARGIN + 0.5,
                    "{w}x{h}: {} not whole",
                    l.text
                );
                rects.push(r);
            }
            for b in laid.boxes() {
                assert!(inside(b, panel), "{w}x{h}: a piece leaves the panel");
                rects.push(b);
            }
            for (i, a) in rects.iter().enumerate() {
                for b in &rects[i + 1..] {
                    assert!(apart(*a, *b), "{w}x{h}, {captures}: {a:?} and {b:?}");
                }
            }
        }
    }
}

#[test]
fn captured_pieces_wrap_in_rows_under_the_name() {
    let (w, h) = (1920.0, 1080.0);
    let words = PanelWords {
        why: None,
        checks: vec![],
        ..busy_words(14)
    };
    let laid = panel_lines(&Mono, w, h, &words, 0);
    let row = &laid.players[0];
    assert_eq!(row.pieces.len(), 14, "every capture shows at 1920x1080");
    let tops: std::collections::BTreeSet<i32> =
        row.pieces.iter().map(|(r, _)| r.y as i32).collect();
    assert!(tops.len() > 1, "the pieces wrap into rows");
    assert!(row
        .pieces
        .iter()
        .all(|(r, _)| r.y >= row.name.rect.y + row.name.rect.h - 0.5));
}

#[test]
fn the_material_counts_each_players_pieces_on_the_board() {
    let g = Game::new(RedQueen::Light);
    assert_eq!(players::material(g.position()), [39, 39, 39]);
    let mut s = crate::tests::running();
    s.game = crate::tests::mate();
    let took = s.captures();
    assert_eq!(
        took[Player::White.index()].len(),
        1,
        "White took Red's knight"
    );
    assert_eq!(took[Player::White.index()][0].kind, Kind::Knight);
}
