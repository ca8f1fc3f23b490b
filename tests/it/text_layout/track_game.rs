//! The track game: every action card over the board and in the panel, every message of
//! a game in the panel, every "why not?" in its bubble.

use super::*;
use schachschlamassel::ui::i18n::{why_not, Lang, Msg};
use schachschlamassel::ui::paint::layout::Layout;
use schachschlamassel::ui::shell::dialog;
use schachschlamassel::ui::table::card_box::{card_dialog, CardTexts};
use schachschlamassel::ui::table::interact::{Button, Interaction};
use schachschlamassel::ui::table::messages::{card_idle, event_line, Names, MESSAGES_KEPT};
use schachschlamassel::ui::table::panel::{
    panel_buttons, panel_texts, texts_bottom, texts_top, Hint, PanelButton,
};
use schachschlamassel::ui::table::why_view::why_bubble;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::geometry::Square;
use track::pieces::{Role, Seat};
use track::variant::{HouseRules, Variant};
use track::{Setup, State, WhyNot};

fn names(lang: Lang) -> Names {
    Names::colours(lang)
}

fn deck() -> CardSet {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/cards/deck.json"))
        .expect("cards/deck.json");
    CardSet::from_files([("deck.json".to_string(), text)]).expect("a valid deck")
}

fn action_game(seed: u64) -> State {
    let setup = Setup::new(
        Variant::by_id("large-action").unwrap(),
        HouseRules::default(),
        4,
        seed,
    );
    State::new(
        setup,
        std::sync::Arc::new(Board::classic()),
        track::dice::Dice::default_dice(),
        &deck(),
    )
    .expect("a game")
}

/// The event lines of a seeded game of four computers, as the panel says them.
fn game_messages(lang: Lang, seed: u64, commands: usize) -> Vec<String> {
    let mut state = action_game(seed);
    let mut bots: Vec<_> = (0..4).map(|_| BotKind::Greedy.make()).collect();
    let n = names(lang);
    let mut out = vec![];
    let mut prev = None;
    for _ in 0..commands {
        if state.is_over() {
            break;
        }
        let k = state.turn().seat.index() % bots.len();
        let Some(cmd) = bots[k].choose(&state) else {
            break;
        };
        let mut shown = state.clone();
        let events = state.play(&cmd).expect("a legal command");
        for (i, e) in events.iter().enumerate() {
            if let Some(line) = event_line(lang, &n, &shown, e, prev.as_ref(), &events[i + 1..]) {
                out.push(line);
            }
            shown.apply(e);
            prev = Some(e.clone());
        }
    }
    out
}

/// What the panel may say to do now, all at once: a heavy case.
fn heavy_hints(lang: Lang, card: Option<&str>) -> Vec<Hint> {
    let t = |m: Msg| words::say(lang, &m);
    let roles = Role::ALL.to_vec();
    let mut out = vec![];
    if let Some(c) = card {
        out.push(Hint::must(c));
    }
    out.extend([
        Hint::must(t(Msg::ChooseSwap)),
        Hint::must(t(Msg::MustFreeStart)),
        Hint::extra(t(Msg::HintKey)),
        Hint::extra(t(Msg::KeyLegend(roles))),
    ]);
    out
}

/// The panel's room for texts with `seats` players and `actions` buttons under them:
/// its top and bottom, that room as a rectangle, and the buttons where they stand.
fn texts_room(
    layout: &Layout,
    seats: usize,
    actions: &[Button],
) -> (f32, f32, Rect, Vec<(PanelButton, Rect)>) {
    let top = texts_top(layout, seats, true);
    let buttons = panel_buttons(layout, true, true, actions, top);
    let bottom = texts_bottom(layout, &buttons);
    let p = layout.panel;
    let within = Rect {
        x: p.x,
        y: top,
        w: p.w,
        h: bottom - top,
    };
    (top, bottom, within, buttons)
}

/// The screens of the panel's texts (one per page of its paged texts), with its
/// buttons, each added to what `base` shows; and how many messages the first shows.
fn track_panel(
    m: &FontMeasure,
    base: &Shot,
    layout: &Layout,
    card: Option<&CardTexts>,
    hints: &[Hint],
    messages: &[String],
) -> (Vec<Shot>, usize) {
    // The most actions at once: a roll that may bring in, draw a card or pass; while a
    // card is at hand, passing only.
    let actions: &[Button] = if card.is_some() {
        &[Button::Pass]
    } else {
        &[Button::BringIn, Button::DrawCard, Button::Pass]
    };
    let (top, bottom, within, buttons) = texts_room(layout, 4, actions);
    let at = |page: usize| panel_texts(m, layout, top, bottom, card, hints, messages, page);
    let first = at(0);
    let mut shots = vec![];
    for page in 0..first.pages {
        let texts = at(page);
        let mut shot = base.clone();
        if page > 0 {
            shot.name = format!("{} (page {})", shot.name, page + 1);
        }
        if let Some(c) = &texts.card {
            shot.lines("panel card", c.lines(texts.card_page), c.frame);
            let f = c.frame;
            assert!(
                f.x >= within.x - 0.5
                    && f.y >= within.y - 0.5
                    && f.x + f.w <= within.x + within.w + 0.5
                    && f.y + f.h <= within.y + within.h + 0.5,
                "{}: the panel's card {f:?} leaves the panel's texts' room {within:?}",
                shot.name
            );
        }
        shot.lines("hint", &texts.hints, within);
        shot.lines("message", texts.messages.iter().map(|(_, l)| l), within);
        for (b, r) in &buttons {
            shot.obstacle(&format!("button {b:?}"), *r);
        }
        shots.push(shot);
    }
    let shown = first
        .messages
        .iter()
        .map(|(i, _)| *i + 1)
        .max()
        .unwrap_or(0);
    (shots, shown)
}

#[test]
fn every_action_card_fits_its_box_over_the_board_and_in_the_panel() {
    let m = FontMeasure::new();
    let deck = deck();
    let state = action_game(3);
    let board = Board::classic();
    let mut shots = vec![];
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for lang in LANGS {
            let t = |msg: Msg| words::say(lang, &msg);
            let messages = game_messages(lang, 5, 40);
            let recent: Vec<String> = messages.iter().rev().take(MESSAGES_KEPT).cloned().collect();
            for card in &deck.cards {
                let idle = t(Msg::NothingHappens(card_idle(&state, &card.effect)));
                for (under, go_on) in [
                    (vec![], None),
                    (vec![], Some(t(Msg::CardGoOn))),
                    (vec![idle.clone()], Some(t(Msg::CardGoOn))),
                ] {
                    // Drawn: the card as the one dialog over the board and the panel.
                    let mut shot = Shot::new(format!("{lang:?} card {} drawn", card.id), (w, h));
                    let d = card_dialog(&CardTexts::of(lang, card, under), go_on);
                    let lay = dialog::layout(&d, &m, w, h);
                    shot.lines("card", &dialog::placed_lines(&m, &lay, w, h), lay.panel);
                    for r in &lay.buttons {
                        shot.obstacle("go on", *r);
                    }
                    assert!(
                        lay.body.pages() == 1,
                        "{lang:?} {w}x{h}: card {} is paged",
                        card.id
                    );
                    shots.push(shot);
                }
                // At hand: the card in the panel, with the instructions and the latest
                // events under it.
                let shot = Shot::new(format!("{lang:?} card {} at hand", card.id), (w, h));
                let texts = CardTexts::of(lang, card, vec![]);
                let hints = heavy_hints(lang, Some(&texts.body));
                shots.extend(track_panel(&m, &shot, &layout, Some(&texts), &hints, &recent).0);
            }
        }
    }
    assert_clean(&shots, "action cards");
}

#[test]
fn every_message_of_a_game_fits_the_panel() {
    let m = FontMeasure::new();
    let board = Board::classic();
    let mut shots = vec![];
    let mut said = 0;
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for lang in LANGS {
            let mut messages = game_messages(lang, 11, 400);
            // The refusals of a command reach the panel's messages too.
            messages.extend(track_refusals(lang));
            said += messages.len();
            // Every message is once among the newest of a panel.
            for chunk in messages.chunks(MESSAGES_KEPT) {
                let newest_first: Vec<String> = chunk.iter().rev().cloned().collect();
                for hints in [vec![], heavy_hints(lang, None)] {
                    let shot = Shot::new(format!("{lang:?} messages"), (w, h));
                    let (panel, shown) =
                        track_panel(&m, &shot, &layout, None, &hints, &newest_first);
                    // With nothing else to say, the newest message always shows.
                    assert!(
                        !hints.is_empty() || shown > 0,
                        "{lang:?} {w}x{h}: no room for {:?}",
                        newest_first[0]
                    );
                    shots.extend(panel);
                }
            }
        }
    }
    assert!(said > 100, "only {said} messages");
    assert_clean(&shots, "track messages");
}

/// Every refusal of a track command, in words.
fn track_refusals(lang: Lang) -> Vec<String> {
    use track::Refusal;
    let all = [
        Refusal::GameOver,
        Refusal::NotNow,
        Refusal::NotLegal,
        Refusal::BadRoute { step: 3 },
        Refusal::WrongLength {
            moves: 12,
            pips: 11,
        },
        Refusal::PieceNotMovable(Role::Knight),
    ];
    for r in &all {
        // A new refusal must be added above.
        match r {
            Refusal::GameOver
            | Refusal::NotNow
            | Refusal::NotLegal
            | Refusal::BadRoute { .. }
            | Refusal::WrongLength { .. }
            | Refusal::PieceNotMovable(_) => {}
        }
    }
    all.iter()
        .map(|r| schachschlamassel::ui::i18n::refusal(lang, r))
        .collect()
}

/// Every reason why a square or a piece is refused, with what it refers to.
fn every_why_not() -> Vec<WhyNot> {
    crate::every_refusal::track_why_nots()
}

#[test]
fn every_why_not_fits_its_bubble_beside_the_board_and_clear_of_the_panel() {
    let m = FontMeasure::new();
    let board = Board::classic();
    let mut shots = vec![];
    let mut reasons = 0;
    let mut faults = vec![];
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for lang in LANGS {
            let n = names(lang);
            let messages = game_messages(lang, 5, 40);
            let recent: Vec<String> = messages.iter().rev().take(MESSAGES_KEPT).cloned().collect();
            let hints = heavy_hints(lang, None);
            let mut texts = vec![words::say(lang, &Msg::WalkFurther)];
            for why in every_why_not() {
                for role in Role::ALL {
                    texts.push(why_not(lang, role, &why, &|s| n.of(s)));
                }
            }
            for d in crate::every_refusal::declines() {
                texts.push(schachschlamassel::ui::i18n::declined(lang, &d, &|s| {
                    n.of(s)
                }));
            }
            texts.sort();
            texts.dedup();
            reasons += texts.len();
            // The panel is the same beside every bubble: checked once, each bubble over it.
            let base = Shot::new(format!("{lang:?} panel beside the why-nots"), (w, h));
            let panel = track_panel(&m, &base, &layout, None, &hints, &recent).0;
            shots.extend(panel.iter().cloned());
            for t in &texts {
                // Beside squares at the corners, the edges and the middle of the grid.
                for (x, y) in [
                    (0, 0),
                    (8, 0),
                    (16, 0),
                    (0, 8),
                    (8, 8),
                    (16, 8),
                    (0, 16),
                    (8, 16),
                    (16, 16),
                ] {
                    let square = layout.square_rect(Square::new(x, y));
                    // The chosen piece two squares along the row.
                    let piece =
                        layout.square_rect(Square::new(if x < 8 { x + 2 } else { x - 2 }, y));
                    let b = why_bubble(&m, &layout, square, &[piece], t);
                    assert_eq!(
                        b.frame.overlap(&square),
                        0.0,
                        "{lang:?} {w}x{h}: the bubble covers the refused square ({x},{y})"
                    );
                    let mut shot = Shot::new(format!("{lang:?} why-not at ({x},{y})"), (w, h));
                    for page in &b.pages {
                        shot.lines("why", page, b.frame);
                    }
                    assert_eq!(b.pages.len(), 1, "{lang:?} {w}x{h}: {t:?} is paged");
                    faults.extend(panel.iter().flat_map(|p| shot.faults_over(p)));
                }
            }
        }
    }
    assert!(reasons > 100, "only {reasons} reasons");
    assert_clean(&shots, "the panel beside the why-not reasons");
    assert_no_faults(&faults, "of why-not bubbles");
}

/// The panel of a three-player card game before a roll: the seats, the deck, what to do,
/// the keys and the latest events.
fn decision_panel(
    m: &FontMeasure,
    layout: &Layout,
    hints: &[Hint],
    messages: &[String],
) -> (Rect, schachschlamassel::ui::table::panel::PanelTexts) {
    let (top, bottom, within, _) = texts_room(layout, 3, &[Button::Roll]);
    (
        within,
        panel_texts(m, layout, top, bottom, None, hints, messages, 0),
    )
}

#[test]
fn panel_lines_fit_whole_inside_the_panel_and_nothing_shows_twice() {
    let m = FontMeasure::new();
    let board = Board::classic();
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for lang in LANGS {
            let t = |msg: Msg| words::say(lang, &msg);
            let need_plus = t(Msg::NeedPlus(
                t(Msg::SeatName(Seat(0))),
                schachschlamassel::ui::i18n::BringInRoll::PlusOrHash,
                2,
            ));
            let hints = vec![
                Hint::must(need_plus.clone()),
                Hint::extra(t(Msg::HintKey)),
                Hint::extra(t(Msg::KeyLegend(vec![
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                ]))),
            ];
            // The newest event says what the instruction says.
            let mut messages = vec![need_plus.clone()];
            messages.extend(game_messages(lang, 5, 40).into_iter().rev().take(5));
            let (within, texts) = decision_panel(&m, &layout, &hints, &messages);
            let name = format!("{lang:?} {w}x{h}");
            let all: Vec<&schachschlamassel::ui::paint::text_layout::Line> =
                texts.lines().collect();
            for l in &all {
                assert!(
                    l.rect.x >= within.x - 0.5
                        && l.rect.y >= within.y - 0.5
                        && l.rect.x + l.rect.w <= within.x + within.w + 0.5
                        && l.rect.y + l.rect.h <= within.y + within.h + 0.5,
                    "{name}: {:?} leaves the panel's texts' room {within:?}",
                    l.text
                );
            }
            for (i, a) in all.iter().enumerate() {
                for b in &all[i + 1..] {
                    assert!(
                        !a.rect.overlaps(&b.rect),
                        "{name}: {:?} overlaps {:?}",
                        a.text,
                        b.text
                    );
                }
            }
            // The instruction shows once, whole: its lines are the whole text.
            let hint_text = texts
                .hints
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            assert!(hint_text.starts_with(&need_plus), "{name}: {hint_text:?}");
            let said: Vec<String> = (0..messages.len())
                .map(|i| {
                    texts
                        .messages
                        .iter()
                        .filter(|(k, _)| *k == i)
                        .map(|(_, l)| l.text.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .filter(|s| !s.is_empty())
                .collect();
            assert!(
                !said.contains(&need_plus),
                "{name}: the instruction shows twice"
            );
            // Every event on show is whole (its lines make its text).
            let others: Vec<&String> = messages.iter().filter(|s| **s != need_plus).collect();
            for (i, s) in said.iter().enumerate() {
                assert_eq!(
                    s.split_whitespace().collect::<Vec<_>>(),
                    others[i].split_whitespace().collect::<Vec<_>>(),
                    "{name}: an event is cut"
                );
            }
        }
    }
}

/// Every set of actions the panel shows at one decision (the roll alone; bringing in,
/// drawing a card and passing after a roll, in every combination; passing alone with a
/// card at hand; none at a computer's turn).
fn action_sets(cards: bool) -> Vec<Vec<Button>> {
    let mut out = vec![vec![], vec![Button::Roll]];
    let kinds: Vec<Button> = [Button::BringIn, Button::DrawCard, Button::Pass]
        .into_iter()
        .filter(|b| cards || *b != Button::DrawCard)
        .collect();
    for mask in 1..(1u32 << kinds.len()) {
        out.push(
            kinds
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, b)| *b)
                .collect(),
        );
    }
    out
}

#[test]
fn panel_buttons_keep_their_place_and_size_whatever_the_actions_and_whoever_plays() {
    let board = Board::classic();
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for seats in 2..=4 {
            for cards in [false, true] {
                let top = texts_top(&layout, seats, cards);
                // Where each button stood the first time it was seen.
                let mut seen: Vec<(PanelButton, Rect)> = vec![];
                for beginner in [true, false] {
                    for actions in action_sets(cards) {
                        let buttons = panel_buttons(&layout, beginner, cards, &actions, top);
                        let name = format!(
                            "{w}x{h}, {seats} seats, cards {cards}, beginner {beginner}, {actions:?}"
                        );
                        // The menu is always there; the hint for a beginner.
                        assert!(
                            buttons.iter().any(|(b, _)| *b == PanelButton::Menu),
                            "{name}"
                        );
                        assert_eq!(
                            buttons.iter().any(|(b, _)| *b == PanelButton::Hint),
                            beginner,
                            "{name}"
                        );
                        for a in &actions {
                            assert!(
                                buttons.iter().any(|(b, _)| *b == PanelButton::Game(*a)),
                                "{name}: {a:?} has no button"
                            );
                        }
                        for (b, r) in &buttons {
                            match seen.iter().find(|(k, _)| k == b) {
                                Some((_, first)) => {
                                    assert_eq!(first, r, "{name}: {b:?} moved or changed its size")
                                }
                                None => seen.push((*b, *r)),
                            }
                            let p = layout.panel;
                            assert!(
                                r.x >= p.x - 0.5
                                    && r.x + r.w <= p.x + p.w + 0.5
                                    && r.y + r.h <= p.y + p.h + 0.5
                                    && r.y >= top,
                                "{name}: {b:?} {r:?} leaves the panel under its texts"
                            );
                        }
                        for (i, (a, ra)) in buttons.iter().enumerate() {
                            for (b, rb) in &buttons[i + 1..] {
                                assert_eq!(ra.overlap(rb), 0.0, "{name}: {a:?} on {b:?}");
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Seat 0 after a +: the queen on the track, the rest in the box; the player chose the
/// rook to bring in, so the free start fields are marked.
fn choosing_a_start_field() -> (State, Interaction) {
    use schachschlamassel::ui::table::interact::{Input, Key};
    use track::dice::Face;
    use track::pieces::{Location, PieceId, Position};
    let mut pos = Position::empty();
    for seat in 0..4 {
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            pos.set(
                PieceId {
                    seat: Seat(seat),
                    role,
                },
                Location::Box,
            );
        }
    }
    let queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    pos.set(queen, Location::Track(Square::new(12, 16)));
    let setup = Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        4,
        1,
    );
    let state = State::classic(setup).with_position(pos).with_phase(
        Seat(0),
        track::Phase::Decide {
            white: Face::Plus,
            orange: None,
        },
    );
    let mut i = Interaction::default();
    i.handle(&state, Input::Key(Key::Digit(2)));
    (state, i)
}

#[test]
fn a_why_not_bubble_never_covers_the_marked_squares_it_points_at() {
    use schachschlamassel::ui::table::interact::{Declined, Input, Outcome, Picking};
    use schachschlamassel::ui::table::why_view::kept_clear;
    let m = FontMeasure::new();
    let board = Board::classic();
    let (state, interaction) = choosing_a_start_field();
    assert_eq!(interaction.picking, Picking::BringIn(Some(Role::Rook)));
    let marked: Vec<Square> = interaction.lit(&state).iter().map(|l| l.square).collect();
    assert_eq!(marked.len(), 2, "the two free start fields");
    let mut said = 0;
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        for lang in LANGS {
            let n = names(lang);
            for x in 0..board.width() {
                for y in 0..board.height() {
                    let sq = Square::new(x as u8, y as u8);
                    let mut i = interaction.clone();
                    let Outcome::Declined {
                        square: Some(at),
                        why: why @ Declined::ChooseMarked,
                    } = i.handle(&state, Input::Square(sq))
                    else {
                        continue;
                    };
                    let text = schachschlamassel::ui::i18n::declined(lang, &why, &|s| n.of(s));
                    let clear: Vec<Rect> = kept_clear(&state, &interaction, None)
                        .into_iter()
                        .map(|q| layout.square_rect(q))
                        .collect();
                    let b = why_bubble(&m, &layout, layout.square_rect(at), &clear, &text);
                    for q in &marked {
                        assert_eq!(
                            b.frame.overlap(&layout.square_rect(*q)),
                            0.0,
                            "{lang:?} {w}x{h}: {text:?} for ({x},{y}) covers the marked {q:?}"
                        );
                    }
                    said += 1;
                }
            }
        }
    }
    assert!(said > 1000, "only {said} refusals");
}

#[test]
fn the_one_move_back_button_lies_on_the_boards_empty_middle_under_the_dice() {
    use schachschlamassel::ui::table::panel::step_back_rect;
    let m = FontMeasure::new();
    let board = Board::classic();
    for (w, h) in WINDOWS {
        let layout = Layout::new(w, h, &board);
        let (_, small) = text_sizes(reading_height(w, h));
        // The dice: a square of 2.3 cells in the board's middle.
        let dice = dice_rect(&layout, &board, false);
        for lang in LANGS {
            let label = words::say(lang, &Msg::StepBackButton);
            let r = step_back_rect(&m, &layout, dice, &label);
            // Its words whole at the small size, as the button draws them.
            assert!(
                m.width(&label, small) <= r.w - small * 0.6,
                "{lang:?} {w}x{h}: {label:?} does not fit {r:?}"
            );
            on_the_middle(&layout, &board, dice, r, &format!("{lang:?} {w}x{h}"));
        }
    }
}

/// The dice in the board's middle: a square of 2.3 cells, or two side by side 1.3
/// squares apart from centre to centre (`two`).
fn dice_rect(layout: &Layout, board: &Board, two: bool) -> Rect {
    let (cx, cy) = layout.point(board.width() as f32 / 2.0, board.height() as f32 / 2.0);
    let d = layout.cell * 2.3;
    let w = if two { d * 2.3 } else { d };
    Rect {
        x: cx - w / 2.0,
        y: cy - d / 2.0,
        w,
        h: d,
    }
}

/// The button `r` under the dice, on no square of the board and off the panel.
fn on_the_middle(layout: &Layout, board: &Board, dice: Rect, r: Rect, name: &str) {
    use track::board::Cell;
    let (w, h) = layout.screen;
    let (_, small) = text_sizes(reading_height(w, h));
    assert_eq!(r.overlap(&dice), 0.0, "{name}: on the dice");
    assert!(r.y >= dice.y + dice.h, "{name}: under the dice");
    assert!(
        r.h + 0.5 >= small * 1.8,
        "{name}: {r:?} too low for a finger"
    );
    assert_eq!(r.overlap(&layout.panel), 0.0, "{name}: on the panel");
    for x in 0..board.width() {
        for y in 0..board.height() {
            let sq = Square::new(x as u8, y as u8);
            if board.cell(sq) != Cell::Wall {
                let c = layout.square_rect(sq);
                assert_eq!(r.overlap(&c), 0.0, "{name}: on {sq:?} {:?}", board.cell(sq));
            }
        }
    }
}

#[test]
fn the_last_capture_swap_and_card_have_a_place_of_their_own_on_the_boards_middle() {
    use schachschlamassel::ui::table::game_draw::race_held_tiles;
    use schachschlamassel::ui::table::held_view::TILES;
    use schachschlamassel::ui::table::panel::step_back_rect;
    use track::board::Cell;
    let m = FontMeasure::new();
    let board = Board::classic();
    let mut sizes = WINDOWS.to_vec();
    sizes.extend([(1280.0, 720.0), (768.0, 1024.0)]);
    for (w, h) in sizes {
        let layout = Layout::new(w, h, &board);
        let (_, small) = text_sizes(reading_height(w, h));
        // The diagram of the chosen piece's moves, in the top left of the middle.
        let (dx, dy) = layout.point(4.4, 4.4);
        let diagram = Rect {
            x: dx,
            y: dy,
            w: layout.cell * 2.9,
            h: layout.cell * 2.9,
        };
        for two in [false, true] {
            let dice = dice_rect(&layout, &board, two);
            for lang in LANGS {
                let label = words::say(lang, &Msg::StepBackButton);
                let name = format!("{lang:?} {w}x{h} two dice {two}");
                let tiles = race_held_tiles(&m, &layout, &board, two, &label);
                assert_eq!(tiles.len(), TILES, "{name}: no room for the pictures");
                let back = step_back_rect(&m, &layout, dice, &label);
                for (i, t) in tiles.iter().enumerate() {
                    // Its pieces (0.86 of its height) at least as large as the board's
                    // own (0.92 of a cell), and larger than the small text's capitals.
                    let caps = small * schachschlamassel::ui::paint::layout::CAP_HEIGHT;
                    assert!(
                        t.h * 0.86 >= layout.cell * 0.92 && t.h * 0.86 >= caps,
                        "{name}: tile {t:?} too small (cell {}, origin {:?})",
                        layout.cell,
                        layout.origin
                    );
                    for (what, r) in [
                        ("the dice", dice),
                        ("the move diagram", diagram),
                        ("the one-move-back button", back),
                        ("the panel", layout.panel),
                    ] {
                        assert_eq!(t.overlap(&r), 0.0, "{name}: tile {i} on {what}");
                    }
                    for o in &tiles[i + 1..] {
                        assert_eq!(t.overlap(o), 0.0, "{name}: tiles overlap");
                    }
                    for x in 0..board.width() {
                        for y in 0..board.height() {
                            let sq = Square::new(x as u8, y as u8);
                            if board.cell(sq) != Cell::Wall {
                                let c = layout.square_rect(sq);
                                assert_eq!(t.overlap(&c), 0.0, "{name}: tile {i} on {sq:?}");
                            }
                        }
                    }
                }
            }
        }
    }
}
