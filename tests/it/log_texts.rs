//! What the side panel says, in both languages: every roll and move with the
//! player's name, captures with what happens, only the dice options that exist, and
//! why a player stuck in the box cannot move.

use schachschlamassel::ui::i18n::Lang;
use schachschlamassel::ui::table::messages::{event_line, roll_hints, Names};
use test_kit::*;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::{Event, Phase, State};
use Location::Box as InBox;
use Role::{Bishop as B, King as K, Knight as N, Queen as Q};

fn names() -> Names {
    Names(["Anna".into(), "Grün".into(), "Papa".into(), "Rot".into()])
}

fn small_game() -> State {
    State::classic(setup("small", 4, &[]))
}

fn line(lang: Lang, state: &State, e: &Event, prev: Option<&Event>, next: &[Event]) -> String {
    event_line(lang, &names(), state, e, prev, next).expect("a line")
}

#[test]
fn the_log_says_every_roll_with_the_players_name() {
    let s = small_game();
    let rolled = Event::Rolled {
        seat: Seat(0),
        white: Face::Pips(3),
        orange: None,
        dealt: 0,
    };
    assert_eq!(line(Lang::En, &s, &rolled, None, &[]), "Anna rolls 3.");
    assert_eq!(line(Lang::De, &s, &rolled, None, &[]), "Anna würfelt 3.");
}

#[test]
fn the_log_says_how_many_moves_a_piece_made() {
    let s = small_game();
    let q = pc(0, Q);
    let step = |a: (u8, u8), b: (u8, u8)| Event::Stepped {
        piece: q,
        from: sq(a.0, a.1),
        to: sq(b.0, b.1),
    };
    let steps = [
        step((9, 16), (12, 16)),
        step((12, 16), (14, 14)),
        step((14, 14), (14, 10)),
    ];
    assert_eq!(
        line(Lang::En, &s, &steps[0], None, &steps[1..]),
        "Anna's queen moves 3 times."
    );
    assert_eq!(
        line(Lang::De, &s, &steps[0], None, &steps[1..]),
        "Anna zieht die Dame 3-mal."
    );
    // The later moves of the same roll add no line.
    assert_eq!(
        event_line(
            Lang::En,
            &names(),
            &s,
            &steps[1],
            Some(&steps[0]),
            &steps[2..]
        ),
        None
    );
    assert_eq!(
        line(Lang::En, &s, &steps[2], None, &[]),
        "Anna's queen moves once."
    );
}

#[test]
fn a_capture_says_who_took_whom_and_that_it_goes_back_to_the_box() {
    let s = small_game();
    let e = Event::Captured {
        piece: pc(3, B),
        by: pc(2, N),
        at: sq(5, 0),
    };
    assert_eq!(
        line(Lang::En, &s, &e, None, &[]),
        "Papa's knight captures Rot's bishop: it goes back to the box."
    );
    assert_eq!(
        line(Lang::De, &s, &e, None, &[]),
        "Papa schlägt mit dem Springer den Läufer von Rot: er geht zurück in die Startbox."
    );
}

#[test]
fn a_hash_says_the_player_misses_this_turn() {
    let s = small_game();
    let rolled = Event::Rolled {
        seat: Seat(0),
        white: Face::Hash,
        orange: None,
        dealt: 0,
    };
    let next = [Event::MissedTurn { seat: Seat(0) }];
    assert_eq!(
        line(Lang::En, &s, &rolled, None, &next),
        "Anna rolls # and misses this turn."
    );
    assert_eq!(
        line(Lang::De, &s, &rolled, None, &next),
        "Anna würfelt # und muss aussetzen."
    );
}

/// Seat 0 in the large game with only the given pieces on the track, deciding on a roll.
fn large_deciding(pieces: &[(u8, Role, Location)], white: Face, orange: u8) -> State {
    let pos = large_pos(pieces, InBox);
    State::classic(setup("large", 2, &[]))
        .with_position(pos)
        .with_phase(
            Seat(0),
            Phase::Decide {
                white,
                orange: Some(orange),
            },
        )
}

#[test]
fn a_die_that_moves_nothing_is_named_and_the_other_is_offered() {
    // Only the king is on the track: the white die has nothing to move.
    let s = large_deciding(&[(0, K, at(12, 16))], Face::Pips(2), 7);
    assert_eq!(
        roll_hints(Lang::En, &names(), &s),
        vec!["The white 2 cannot move any piece; the orange 7 can."]
    );
    assert_eq!(
        roll_hints(Lang::De, &names(), &s),
        vec!["Die weiße 2 kann keine Figur ziehen, die orange 7 schon."]
    );
}

#[test]
fn the_orange_die_is_not_offered_when_no_king_or_pawn_is_active() {
    let s = large_deciding(&[(0, Q, at(12, 16))], Face::Plus, 5);
    for lang in [Lang::En, Lang::De] {
        let hints = roll_hints(lang, &names(), &s).join(" ");
        assert!(!hints.to_lowercase().contains("orange"), "{hints}");
    }
    let with_king = large_deciding(&[(0, Q, at(12, 16)), (0, K, at(14, 14))], Face::Plus, 5);
    let hints = roll_hints(Lang::En, &names(), &with_king).join(" ");
    assert!(
        hints.contains("Or: move the king by the orange 5"),
        "{hints}"
    );
}

#[test]
fn a_player_stuck_in_the_box_is_told_a_plus_is_needed() {
    let s = small_game();
    let e = Event::TryAgain {
        seat: Seat(0),
        tries_left: 2,
    };
    assert_eq!(
        line(Lang::En, &s, &e, None, &[]),
        "Anna needs a + to bring a piece in (2 tries left)."
    );
    assert_eq!(
        line(Lang::De, &s, &e, None, &[]),
        "Anna braucht ein +, um eine Figur einzusetzen (noch 2 Versuche)."
    );
    let last = Event::RollLost { seat: Seat(0) };
    assert_eq!(
        line(Lang::En, &s, &last, None, &[]),
        "Anna needs a + to bring a piece in: no tries left."
    );
    // Before rolling, the panel says it too.
    assert_eq!(
        roll_hints(Lang::En, &names(), &s),
        vec!["Anna needs a + to bring a piece in (3 tries left)."]
    );
}

/// A game of the small game with `white` as the white die's faces.
fn small_game_with_white(white: &[Face], rules: &[track::variant::HouseRule]) -> State {
    let dice = track::dice::Dice {
        white: white.to_vec(),
        ..track::dice::Dice::default_dice()
    };
    State::new(
        setup("small", 4, rules),
        std::sync::Arc::new(track::board::Board::classic()),
        dice,
        &track::cards::CardSet::default_deck(),
    )
    .expect("the small game's seats")
}

#[test]
fn a_player_stuck_in_the_box_is_told_the_face_their_dice_bring_in_with() {
    use track::variant::HouseRule::SymbolsBringIn;
    let hint = |s: &State| roll_hints(Lang::En, &names(), s);
    // A family's die without +: the # brings in by the house rule, so a # is needed.
    let no_plus = [Face::Pips(1), Face::Pips(2), Face::Pips(3), Face::Hash];
    assert_eq!(
        hint(&small_game_with_white(&no_plus, &[SymbolsBringIn])),
        vec!["Anna needs a # to bring a piece in (3 tries left)."]
    );
    // With a + and a # both bring in.
    let both = [Face::Pips(1), Face::Plus, Face::Hash];
    assert_eq!(
        hint(&small_game_with_white(&both, &[SymbolsBringIn])),
        vec!["Anna needs a + or # to bring a piece in (3 tries left)."]
    );
    // Without # on the die only the + is needed, the house rule or not.
    let no_hash = [Face::Pips(1), Face::Plus];
    assert_eq!(
        hint(&small_game_with_white(&no_hash, &[SymbolsBringIn])),
        vec!["Anna needs a + to bring a piece in (3 tries left)."]
    );
    let de = roll_hints(
        Lang::De,
        &names(),
        &small_game_with_white(&no_plus, &[SymbolsBringIn]),
    );
    assert!(de[0].contains("eine #"), "{de:?}");
}

#[test]
fn a_lost_try_is_told_once_with_the_tries_left() {
    let s = small_game();
    let lost = Event::RollLost { seat: Seat(0) };
    let again = Event::TryAgain {
        seat: Seat(0),
        tries_left: 2,
    };
    assert_eq!(
        event_line(Lang::En, &names(), &s, &lost, None, &[again]),
        None
    );
}

#[test]
fn a_card_that_puts_a_piece_on_the_track_says_on_which_kind_of_field() {
    use track::board::Cell;
    let s = small_game();
    let field = |pause: bool| {
        let squares = (0..40).flat_map(|x| (0..40).map(move |y| sq(x, y)));
        squares
            .into_iter()
            .find(|q| match s.board().cell(*q) {
                Cell::Pause(_) => pause,
                Cell::Start(_) => !pause,
                _ => false,
            })
            .expect("the board has one")
    };
    let placed = |pause| Event::Placed {
        piece: pc(0, B),
        from: InBox,
        to: Location::Track(field(pause)),
    };
    assert_eq!(
        line(Lang::En, &s, &placed(true), None, &[]),
        "Anna's bishop goes to a pause field."
    );
    assert_eq!(
        line(Lang::De, &s, &placed(false), None, &[]),
        "Der Läufer von Anna kommt auf ein Startfeld."
    );
}
