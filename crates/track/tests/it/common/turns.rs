//! Helpers of the turn tests (rules.md §4, §5): the choices a decision offers, and a
//! running game's dice changed.

use track::dice::Face;
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Role};
use track::{Choice, Phase, State};

use Role::Queen as Q;

use super::*;

/// Replaces the white die of a running game (through the JSON round trip).
pub fn change_white_die(state: State, faces: &[Face]) -> State {
    let mut v = serde_json::to_value(&state).expect("state to JSON");
    v["dice"]["white"] = serde_json::to_value(faces).expect("faces");
    serde_json::from_value(v).expect("state from JSON")
}

pub fn decide(white: Face, orange: Option<u8>) -> Phase {
    Phase::Decide { white, orange }
}

pub fn has_move(state: &State, role: Role, target: Target) -> bool {
    state
        .legal_choices()
        .iter()
        .any(|c| matches!(c, Choice::Move { role: r, target: t, .. } if *r == role && *t == target))
}

pub fn moves_of(state: &State) -> Vec<(Role, Target)> {
    state
        .legal_choices()
        .iter()
        .filter_map(|c| match c {
            Choice::Move { role, target, .. } => Some((*role, *target)),
            _ => None,
        })
        .collect()
}

pub fn bring_ins(state: &State) -> Vec<(Role, Square)> {
    let mut v: Vec<(Role, Square)> = state
        .legal_choices()
        .iter()
        .filter_map(|c| match c {
            Choice::BringIn { role, field } => Some((*role, *field)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

pub fn all_of(roles: &[Role], fields: &[Square]) -> Vec<(Role, Square)> {
    let mut v: Vec<(Role, Square)> = roles
        .iter()
        .flat_map(|r| fields.iter().map(move |f| (*r, *f)))
        .collect();
    v.sort();
    v
}

/// Seat `s`'s queen on an entry field, every other piece of the seat home.
pub fn last_queen(s: u8) -> (u8, Role, Location) {
    let entry = [sq(8, 14), sq(14, 8), sq(8, 2), sq(2, 8)];
    let e = entry[s as usize];
    (s, Q, Location::Track(e))
}

/// The house square straight ahead of `last_queen(s)`.
pub fn house_ahead(s: u8) -> (u8, u8) {
    [(8, 13), (13, 8), (8, 3), (3, 8)][s as usize]
}

/// Seat 0 of a two-player game of `variant` (seats 0 and 2) to decide on `white`, and
/// `orange` in the large games: the listed pieces where given, every other piece of the
/// two seats at `rest`.
pub fn two_player(
    variant: &str,
    pieces: &[(u8, Role, Location)],
    rest: Location,
    white: Face,
    orange: Option<u8>,
) -> State {
    let setup = setup(variant, 2, &[]);
    let pos = position(pieces, &[0, 2], &setup.variant.roles.clone(), rest);
    deciding(setup, pos, white, orange)
}
