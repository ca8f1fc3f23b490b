//! No cut or broken word (issue 49): the start screen's tiles, the class page's heads,
//! the race panel's turn banner and the card box, in every language at every window size
//! (the course map's titles: `course_map.rs`; the end page: `dialogs.rs`; the rules
//! books: `rules_book.rs`). A line breaks only between
//! words or at a syllable with a hyphen, and nothing is cut short with "…" ("La prise
//! en", "Zetten", "Brikkeskol/en", "Stukkensc/hool", "Writing m…", "Partie fini…",
//! "Papa's tu…", "Action card ·" were).

use super::*;
use schachschlamassel::class_overview::ClassOverview;
use schachschlamassel::ui::i18n::Msg;
use schachschlamassel::ui::lab::texts::LabScreenMsg;
use schachschlamassel::ui::paint::layout::Layout;
use schachschlamassel::ui::paint::text_layout::{line_at, Align};
use schachschlamassel::ui::school::class_page::{self, ClassView};
use schachschlamassel::ui::shell::start::{start_layout, tile_labels};
use schachschlamassel::ui::table::card_box::{panel_card, CardTexts};
use schachschlamassel::ui::table::panel::{banner_height, banner_text, speaker_room};
use track::pieces::Seat;

/// The windows and this screen's others.
fn test_windows() -> Vec<(f32, f32)> {
    windows_and(&[(768.0, 1024.0)])
}

#[test]
fn the_start_screen_tiles_keep_every_word_whole() {
    schachschlamassel::ui::offer_games();
    let m = FontMeasure::new();
    let mut shots = vec![];
    for lang in LANGS {
        let names: Vec<String> = [
            words::say(lang, &Msg::StartPlay),
            words::say(lang, &LabScreenMsg::StartEntry),
            words::say(lang, &Msg::StartLearn),
            words::say(lang, &Msg::StartChess),
            words::say(lang, &Msg::StartYalta),
        ]
        .into();
        for (w, h) in test_windows() {
            let (ts, small) = text_sizes(reading_height(w, h));
            let lay = start_layout(w, h);
            let tile = lay.pictures[0];
            let (blocks, _) = tile_labels(&m, &names, tile.w, tile.h, ts, small);
            let mut shot = Shot::new(format!("{lang:?} start tiles"), (w, h));
            for ((name, b), r) in names.iter().zip(&blocks).zip(lay.pictures) {
                assert_eq!(b.pages(), 1, "{lang:?} {w}x{h}: {name:?} on pages");
                let lines: Vec<_> = b
                    .lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let y = r.y + r.h - b.height() - ts * 0.4 + i as f32 * b.line_height();
                        line_at(
                            &m,
                            l,
                            b.size,
                            r.x + ts * 0.3,
                            r.w - ts * 0.6,
                            y,
                            Align::Center,
                        )
                    })
                    .collect();
                shot.text("tile", name, &lines, r);
            }
            shots.push(shot);
        }
    }
    assert_clean(&shots, "the start screen's tiles");
}

#[test]
fn the_class_page_heads_keep_every_word_whole() {
    let m = FontMeasure::new();
    let mut p = school::progress::Progress::default();
    for name in ["Kind 01", "Maximilian-Ale02", "Kim 03"] {
        p.add_learner(name);
    }
    let chess = chess_school::courses().unwrap();
    let mut shots = vec![];
    for lang in LANGS {
        let o = ClassOverview::new(&p, &school::courses(), lang).with_chess(&p, &chess, lang);
        for (w, h) in test_windows() {
            let first = class_page::layout(&m, &o, lang, ClassView::default(), &[], w, h);
            for (page, courses) in first.course_pages.iter().enumerate() {
                let view = ClassView {
                    first_row: 0,
                    first_course: courses.start,
                };
                let lay = class_page::layout(&m, &o, lang, view, &[], w, h);
                let mut shot = Shot::new(format!("{lang:?} class page {page}"), (w, h));
                for head in &lay.heads {
                    let lines: Vec<_> = head
                        .lines
                        .iter()
                        .map(|(t, _)| line_at(&m, t, head.size, 0.0, w, 0.0, Align::Left))
                        .collect();
                    shot.cut.extend(
                        cut_words(&head.text, &lines)
                            .into_iter()
                            .map(|f| format!("head: {f}")),
                    );
                }
                shots.push(shot);
            }
        }
    }
    assert_clean(&shots, "the class page's heads");
}

#[test]
fn the_turn_banner_keeps_every_word_whole() {
    let m = FontMeasure::new();
    let board = track::board::Board::classic();
    let mut shots = vec![];
    for lang in LANGS {
        // What the banner says: the end, a person's turn (the longest kind of name, 16
        // letters), a seat's turn with the round or alone.
        type Say = Box<dyn Fn(&str) -> String>;
        let mut says: Vec<(Say, String)> = vec![(
            Box::new(move |_| words::say(lang, &Msg::GameOver)),
            String::new(),
        )];
        for name in ["Papa", "Maximilian", "Bartholomäus Max"] {
            says.push((
                Box::new(move |n| words::say(lang, &Msg::YourTurn(n.to_string()))),
                name.to_string(),
            ));
        }
        for seat in Seat::ALL {
            let colour = words::say(lang, &Msg::SeatName(seat));
            says.push((
                Box::new(move |n| words::say(lang, &Msg::YourTurn(n.to_string()))),
                colour.clone(),
            ));
            let round = words::say(lang, &Msg::Round(12));
            says.push((Box::new(move |n| format!("{n} · {round}")), colour.clone()));
            says.push((Box::new(|n| n.to_string()), colour));
        }
        for (w, h) in test_windows() {
            let layout = Layout::new(w, h, &board);
            let p = layout.panel;
            let banner = Rect {
                x: p.x,
                y: p.y,
                w: p.w,
                h: banner_height(&layout),
            };
            for ((say, name), speaker) in says.iter().flat_map(|s| [(s, false), (s, true)]) {
                // With read to me on, the speaker button takes the banner's right end:
                // the words keep left of it.
                let banner = Rect {
                    w: if speaker && !layout.narrow_panel() {
                        p.w - speaker_room(banner.h)
                    } else {
                        p.w
                    },
                    ..banner
                };
                let round = words::say(lang, &Msg::Round(12));
                if layout.narrow_panel() && say(name).ends_with(&round) {
                    // A narrow banner names the player without the round (as it draws).
                    continue;
                }
                // A narrow panel (4:3) has the speaker button left of the banner, in the
                // room between the board and the panel: its words keep the whole banner.
                let speaker = speaker && !layout.narrow_panel();
                let b = banner_text(&m, &layout, &**say, name, speaker);
                // Only the name may be cut short, and only where the whole one does not
                // fit: the rest is said whole.
                let whole = say(name);
                if b.text != whole {
                    let cut = (1..name.chars().count()).any(|k| {
                        let n: String = name.chars().take(k).collect();
                        say(&format!("{}…", n.trim_end())) == b.text
                    });
                    assert!(cut, "{lang:?} {w}x{h}: {:?} for {whole:?}", b.text);
                    assert!(
                        name.chars().count() >= 12,
                        "{lang:?} {w}x{h}: a short name {name:?} cut: {:?}",
                        b.text
                    );
                }
                let x = if b.shape { p.x + banner.h } else { p.x + 1.0 };
                let top = banner.y + (banner.h - b.block.height()) / 2.0;
                let lines = b
                    .block
                    .place(&m, 0, x, banner.x + banner.w - x, top, Align::Left);
                let mut shot = Shot::new(
                    format!("{lang:?} banner {whole:?} speaker {speaker}"),
                    (w, h),
                );
                shot.text("banner", &b.text, &lines, banner);
                shots.push(shot);
            }
        }
    }
    assert_clean(&shots, "the turn banner");
}

#[test]
fn every_action_card_keeps_every_word_whole_in_the_panel() {
    let m = FontMeasure::new();
    let deck = track::cards::CardSet::default_deck();
    let board = track::board::Board::classic();
    let mut shots = vec![];
    for lang in LANGS {
        for (w, h) in test_windows() {
            let layout = Layout::new(w, h, &board);
            let (_, small) = text_sizes(reading_height(w, h));
            let p = layout.panel;
            for card in &deck.cards {
                let t = CardTexts::of(lang, card, vec![]);
                // The room a card gets under the seats' rows.
                let top = p.y + p.h * 0.3;
                let b = panel_card(&m, p.x, top, p.w, p.h * 0.5, small, &t);
                let mut shot = Shot::new(format!("{lang:?} card {}", card.id.as_str()), (w, h));
                shot.text("heading", &t.heading, &b.heading, b.frame);
                for page in &b.body {
                    shot.cut.extend(
                        cut_words(&t.body, page)
                            .into_iter()
                            .map(|f| format!("body: {f}")),
                    );
                }
                shots.push(shot);
            }
        }
    }
    assert_clean(&shots, "the cards in the panel");
}
