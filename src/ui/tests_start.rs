//! The start screen with the app's games on it: every door has its names and places,
//! and the screen keeps every button apart at every size.

use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::Mono;
use paint::text_layout::{Measure, LINE_HEIGHT};
use shell::door::doors;
use shell::start::*;

const SIZES: [(f32, f32); 5] = [
    (800.0, 600.0),
    (1024.0, 768.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (720.0, 1280.0),
];

/// Every set of games waiting in an autosave (their places in [`doors`]).
fn waiting() -> Vec<Vec<usize>> {
    let doors: Vec<usize> = (0..doors().len())
        .filter(|d| doors()[*d].resume.is_some())
        .collect();
    (0..1usize << doors.len())
        .map(|m| {
            let has = |k: &usize| m >> k & 1 != 0;
            (0..doors.len()).filter(has).map(|k| doors[k]).collect()
        })
        .collect()
}

#[test]
fn every_door_has_a_tap_name_and_a_continue_place_of_its_own() {
    crate::ui::offer_games();
    let mut names = vec![];
    let mut places = vec![];
    for door in doors() {
        names.push(door.tap);
        if let Some(r) = &door.resume {
            names.push(r.tap);
            places.push(r.place);
        }
    }
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    places.sort();
    assert_eq!(places, (0..continue_places()).collect::<Vec<_>>());
}

#[test]
fn the_start_screen_keeps_every_button_apart_and_inside_the_window() {
    crate::ui::offer_games();
    for (w, h) in SIZES {
        let lay = start_layout(w, h);
        let mut all = lay.continues.clone();
        all.extend(lay.pictures);
        all.extend(lay.side);
        for (i, a) in all.iter().enumerate() {
            assert!(a.x >= 0.0 && a.y >= 0.0, "{w}×{h}: {a:?}");
            assert!(a.x + a.w <= w && a.y + a.h <= h, "{w}×{h}: {a:?}");
            for b in &all[i + 1..] {
                assert_eq!(a.overlap(b), 0.0, "{w}×{h}: {a:?} and {b:?}");
            }
        }
        let (_, small) = text_sizes(reading_height(w, h));
        for c in lay.continues {
            assert!(
                c.h >= small * LINE_HEIGHT * 2.0,
                "{w}×{h}: {c:?} holds no two lines"
            );
        }
    }
}

#[test]
fn the_pictures_are_large_enough_for_a_child_to_hit() {
    crate::ui::offer_games();
    for (w, h) in SIZES {
        for p in start_layout(w, h).pictures {
            assert!(
                p.w.min(p.h) >= h.min(w) / 6.0,
                "{w}×{h}: a picture of {p:?}"
            );
        }
    }
}

#[test]
fn no_start_button_moves_or_changes_its_size_when_continue_buttons_come() {
    crate::ui::offer_games();
    for (w, h) in SIZES {
        let lay = start_layout(w, h);
        let mut first: Vec<(StartItem, Rect)> = vec![];
        for waits in waiting() {
            let items = start_items(&waits);
            let rects = item_rects(&lay, &items);
            assert_eq!(items.len(), rects.len());
            for (i, (item, r)) in items.iter().zip(&rects).enumerate() {
                match first.iter().find(|(k, _)| k == item) {
                    Some((_, was)) => assert_eq!(was, r, "{w}×{h}: {item:?} moved"),
                    None => first.push((*item, *r)),
                }
                for b in &rects[i + 1..] {
                    assert_eq!(r.overlap(b), 0.0, "{w}×{h}: {item:?} covers another");
                }
            }
        }
    }
}

#[test]
fn every_tile_name_has_one_size_and_fits_its_tile() {
    crate::ui::offer_games();
    let short = ["Race", "Lab", "School", "Chess", "Yalta"];
    // The longest names, the Dutch ones.
    let long = [
        "De race",
        "Regels bedenken",
        "Stukkenschool",
        "Schaken",
        "Yalta: schaken met z'n drieën",
    ];
    for (w, h) in SIZES {
        let (ts, small) = text_sizes(reading_height(w, h));
        let tile = start_layout(w, h).pictures[0];
        for names in [short, long] {
            let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
            let (blocks, label_h) = tile_labels(&Mono, &names, tile.w, tile.h, ts, small);
            let size = blocks[0].size;
            for (n, b) in names.iter().zip(&blocks) {
                assert_eq!(b.size, size, "{w}×{h}: {n:?} has a size of its own");
                assert!(b.size >= small, "{w}×{h}: {n:?} at {}", b.size);
                assert_eq!(b.pages(), 1, "{w}×{h}: {n:?} does not fit");
                for l in &b.lines {
                    assert!(Mono.width(l, b.size) <= tile.w - ts * 0.6, "{w}×{h}: {l:?}");
                }
                assert!(b.height() + ts * 0.8 <= label_h, "{w}×{h}: {n:?}");
            }
            assert!(
                label_h < tile.h * 0.6,
                "{w}×{h}: the names leave no picture: {label_h} of {tile:?} {:?}",
                blocks
                    .iter()
                    .map(|b| (b.size, b.lines.clone()))
                    .collect::<Vec<_>>()
            );
        }
    }
}

#[test]
fn the_arrows_go_where_they_point_on_the_start_screen() {
    crate::ui::offer_games();
    type Beyond = fn(Rect, Rect) -> bool;
    let ways: [((i8, i8), Beyond); 4] = [
        ((0, -1), |a, b| b.y + b.h <= a.y),
        ((0, 1), |a, b| b.y >= a.y + a.h),
        ((-1, 0), |a, b| b.x + b.w <= a.x),
        ((1, 0), |a, b| b.x >= a.x + a.w),
    ];
    for (w, h) in SIZES {
        let lay = start_layout(w, h);
        for waits in waiting() {
            let items = start_items(&waits);
            let all = item_rects(&lay, &items);
            for from in 0..all.len() {
                let a = all[from];
                for (d, beyond) in ways {
                    let to = focus_toward(&all, from, d);
                    if all.iter().any(|b| beyond(a, *b)) {
                        assert!(
                            beyond(a, all[to]),
                            "{w}×{h} {items:?}: {d:?} from {from} went to {to}"
                        );
                    } else {
                        assert_eq!(to, from, "{w}×{h}: {d:?} from {from} has nowhere to go");
                    }
                }
            }
            // Up from Rules reaches a picture or a Continue button, never Rules'
            // neighbours in the reading order.
            let rules = items.iter().position(|i| *i == StartItem::Rules).unwrap();
            let up = focus_toward(&all, rules, (0, -1));
            assert!(
                all[up].y + all[up].h <= all[rules].y,
                "{w}×{h}: Up from Rules"
            );
            // Up from the pictures' first row reaches a Continue button where there
            // is one.
            let first = items.iter().position(|i| *i == StartItem::Tile(0)).unwrap();
            if !waits.is_empty() {
                let up = focus_toward(&all, first, (0, -1));
                assert!(
                    continue_place(items[up]).is_some(),
                    "{w}×{h}: Up from a picture"
                );
            }
        }
    }
}
