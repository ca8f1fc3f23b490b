//! The keys a message selects on for the rules crates' own types (`$piece`, `$seat`,
//! `$tone`, `$side`, `$level`, `$reason`, `$player`, `$queen`): the same in every
//! language, and every value a sample for the tests. The rules crates know nothing of
//! words; their values are keyed here.

use crate::{Arg, Args, Sample};
use track::cards::Tone;
use track::pieces::{Role, Seat};

/// A type whose values a message selects on by a key of its own.
macro_rules! keyed {
    ($t:ty, $all:expr, |$v:ident| $key:expr) => {
        impl Arg for $t {
            fn put(&self, args: Args, name: &'static str) -> Args {
                let $v = *self;
                args.text(name, $key)
            }
        }
        impl Sample for $t {
            fn sample() -> Self {
                $all[0]
            }
            fn samples() -> Vec<Self> {
                $all.to_vec()
            }
        }
    };
}

keyed!(Role, Role::ALL, |r| r.name());
keyed!(Seat, Seat::ALL, |s| ["yellow", "green", "blue", "red"]
    [s.index() % 4]);
keyed!(Tone, [Tone::Good, Tone::Bad, Tone::Mixed], |t| match t {
    Tone::Good => "good",
    Tone::Bad => "bad",
    Tone::Mixed => "mixed",
});
keyed!(
    chess::Piece,
    [
        chess::Piece::King,
        chess::Piece::Queen,
        chess::Piece::Rook,
        chess::Piece::Bishop,
        chess::Piece::Knight,
        chess::Piece::Pawn,
    ],
    |p| match p {
        chess::Piece::King => "king",
        chess::Piece::Queen => "queen",
        chess::Piece::Rook => "rook",
        chess::Piece::Bishop => "bishop",
        chess::Piece::Knight => "knight",
        chess::Piece::Pawn => "pawn",
    }
);
keyed!(
    chess::Color,
    [chess::Color::White, chess::Color::Black],
    |c| match c {
        chess::Color::White => "white",
        chess::Color::Black => "black",
    }
);
keyed!(track::bots::BotKind, track::bots::BotKind::ALL, |k| k
    .name());
// A die's face is shown as it is (`3`, `+`, `#`).
keyed!(
    track::dice::Face,
    [
        track::dice::Face::Pips(3),
        track::dice::Face::Plus,
        track::dice::Face::Hash
    ],
    |f| f.to_string()
);
keyed!(chess::bot::Level, chess::bot::Level::ALL, |l| l.name());
keyed!(
    chess::DrawReason,
    [
        chess::DrawReason::Stalemate,
        chess::DrawReason::InsufficientMaterial,
        chess::DrawReason::FiftyMoves,
        chess::DrawReason::SeventyFiveMoves,
        chess::DrawReason::ThreefoldRepetition,
        chess::DrawReason::FivefoldRepetition,
        chess::DrawReason::Agreement,
    ],
    |r| match r {
        chess::DrawReason::Stalemate => "stalemate",
        chess::DrawReason::InsufficientMaterial => "insufficient-material",
        chess::DrawReason::FiftyMoves => "fifty-moves",
        chess::DrawReason::SeventyFiveMoves => "seventy-five-moves",
        chess::DrawReason::ThreefoldRepetition => "threefold-repetition",
        chess::DrawReason::FivefoldRepetition => "fivefold-repetition",
        chess::DrawReason::Agreement => "agreement",
    }
);

/// Every way a chess game ends: each side's win by each reason, and each draw.
impl Sample for chess::Outcome {
    fn sample() -> Self {
        chess::Outcome::Draw(chess::DrawReason::sample())
    }
    fn samples() -> Vec<Self> {
        use chess::{Color, Outcome, WinReason};
        let mut all: Vec<Outcome> = chess::DrawReason::samples()
            .into_iter()
            .map(Outcome::Draw)
            .collect();
        for winner in [Color::White, Color::Black] {
            for by in [WinReason::Checkmate, WinReason::Resignation] {
                all.push(Outcome::Win { winner, by });
            }
        }
        all
    }
}

keyed!(
    yalta::bot::Level,
    [
        yalta::bot::Level::Easy,
        yalta::bot::Level::Normal,
        yalta::bot::Level::Hard
    ],
    |l| l.name()
);
keyed!(yalta::cell::Player, yalta::cell::Player::ALL, |p| {
    ["white", "black", "red"][p.index()]
});
keyed!(yalta::position::Kind, yalta::position::Kind::ALL, |k| k
    .name());
keyed!(
    yalta::position::RedQueen,
    [
        yalta::position::RedQueen::Light,
        yalta::position::RedQueen::Dark
    ],
    |q| match q {
        yalta::position::RedQueen::Light => "light",
        yalta::position::RedQueen::Dark => "dark",
    }
);

/// A square is said by its name (`e4`).
impl Arg for chess::Square {
    fn put(&self, args: Args, name: &'static str) -> Args {
        args.text(name, self.to_string())
    }
}

impl Sample for chess::Square {
    fn sample() -> Self {
        chess::Square::E4
    }
}
keyed!(track::rule_set::Knob, track::rule_set::Knob::ALL, |k| {
    use track::rule_set::Knob;
    match k {
        Knob::FastStart => "fast-start",
        Knob::BringInOnAnyRoll => "bring-in-on-any-roll",
        Knob::ExactHome => "exact-home",
        Knob::BringInEndsTurn => "bring-in-ends-turn",
        Knob::StartFieldsMayFill => "start-fields-may-fill",
        Knob::CaptureAny => "capture-any",
    }
});
