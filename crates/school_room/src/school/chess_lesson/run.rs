//! A level of the chess school in play, without the window: the run (the attempt, the
//! square chosen, what was said, the hint, *Show me*'s steps), what a click on a square
//! means, and where a wrong try shows on the board.

use super::kept;
use super::texts::ChessSchoolMsg;
use ::chess::{ChessMove, Square, WhyNot};
use chess_school::prove::Proof;
use chess_school::{ChessAttempt, ChessGoal, ChessLevel, Try};

/// Where a wrong try shows on the board, with the chess reason that frames its cause:
/// a refused move's target, or the king's landing square of a forbidden castling.
pub(crate) fn refused_mark(
    w: &chess_school::Wrong,
    t: Try,
    level: &ChessLevel,
) -> Option<(Square, WhyNot)> {
    use chess_school::{CastleSide, Wrong};
    use cozy_chess::{File, Rank};
    match (w, t, &level.goal) {
        (Wrong::Illegal(why), Try::Move(mv), _) => Some((mv.to, *why)),
        (Wrong::CanCastle { ban: Some(ban), .. }, _, ChessGoal::CanCastle(side, _)) => {
            let file = match side {
                CastleSide::Short => File::G,
                CastleSide::Long => File::C,
            };
            let rank = Rank::First.relative_to(level.board.side_to_move());
            // The square the rule is about: the one passed or landed on, else where
            // the king would go.
            let at = match ban {
                ::chess::CastlingBan::PassesAttackedSquare { square, .. }
                | ::chess::CastlingBan::LandsOnAttackedSquare { square, .. } => *square,
                _ => Square::new(file, rank),
            };
            Some((at, WhyNot::Castling(*ban)))
        }
        _ => None,
    }
}

/// How a said line sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Good news (green, with a tick).
    Good,
    /// A mistake (red).
    Wrong,
    /// Neither: a hint, a move onto no star (ink).
    Plain,
}

/// The progress id of a chess level: its id after `chess-`, apart from the track's.
pub fn progress_id(level: &ChessLevel) -> String {
    format!("chess-{}", level.id)
}

/// A chess level being played.
pub struct ChessLessonRun {
    /// The course's index among the chess courses.
    pub course: usize,
    /// The level's index in its course.
    pub level: usize,
    /// The try at the level.
    pub attempt: ChessAttempt,
    /// The chosen piece's square.
    pub selected: Option<Square>,
    /// What was said last, and how.
    pub said: Option<(ChessSchoolMsg, Tone)>,
    /// After the other side's reply, the position before it and the seconds it still
    /// shows (the learner's move first, then the answer).
    pub before_reply: Option<(::chess::ChessGame, ChessMove, f32)>,
    /// A refused move on the board: its square and the chess reason.
    pub refused: Option<(Square, WhyNot)>,
    /// "Show me": the proof, the next step, and the seconds since the last.
    pub showing: Option<(Proof, usize, f32)>,
    /// The stars earned once won ([`SHOWN`](crate::school::lesson::SHOWN) after "Show me").
    pub won: Option<u8>,
    /// The keyboard's square.
    pub cursor: Square,
    /// Whether the keys are in use (the cursor shows).
    pub keyboard: bool,
    /// The focused answer of a question level.
    pub answer_focus: usize,
    /// Seconds until the won box shows, so that the winning move is seen first.
    pub pause: f32,
    /// The try's steps so far, as kept (`kept.rs`).
    pub kept: Vec<kept::KeptTry>,
    /// The move of the hint (H) on show: Enter, or a click on its target, plays it.
    pub hinted: Option<ChessMove>,
    /// A pawn's move to the last rank waiting for its piece (the promotion picker).
    pub promoting: Option<ChessMove>,
}

/// What a square chosen on the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OnSquare {
    /// The chosen piece is put down again.
    Drop,
    /// A piece of the side to move is chosen.
    Choose,
    /// The move is played.
    Play(ChessMove),
    /// No piece of the side to move is chosen: why not.
    Refuse,
}

/// What choosing `sq` does, with the piece on `selected` chosen and the hint's move
/// `hinted` on show: the hint's target plays the hint's move (its promotion too).
fn on_square(
    board: &cozy_chess::Board,
    selected: Option<Square>,
    hinted: Option<ChessMove>,
    sq: Square,
) -> OnSquare {
    if let Some(m) = hinted.filter(|m| selected == Some(m.from) && m.to == sq) {
        return OnSquare::Play(m);
    }
    let ours = board.color_on(sq) == Some(board.side_to_move());
    match selected {
        Some(from) if from == sq => OnSquare::Drop,
        _ if ours => OnSquare::Choose,
        Some(from) => OnSquare::Play(ChessMove::new(from, sq)),
        None => OnSquare::Refuse,
    }
}

impl ChessLessonRun {
    /// A run of the level (`course`, `level`) at `attempt`, nothing chosen or said, the
    /// keyboard's square on the king of the side to move.
    pub fn new(course: usize, level: usize, attempt: ChessAttempt) -> ChessLessonRun {
        let cursor = attempt.board().king(attempt.board().side_to_move());
        ChessLessonRun {
            course,
            level,
            attempt,
            selected: None,
            said: None,
            before_reply: None,
            refused: None,
            showing: None,
            won: None,
            cursor,
            keyboard: false,
            answer_focus: 0,
            pause: 0.0,
            kept: vec![],
            hinted: None,
            promoting: None,
        }
    }

    /// A square chosen (a click, or Enter on the cursor's square): the try it makes, if
    /// any; else the piece chosen or put down, or why no piece can be chosen there.
    pub(crate) fn choose(&mut self, sq: Square) -> Option<Try> {
        if self.attempt.squares_to_find().is_some() {
            return Some(Try::Square(sq));
        }
        let board = self.attempt.board();
        match on_square(board, self.selected, self.hinted, sq) {
            OnSquare::Drop => {
                self.selected = None;
                self.hinted = None;
            }
            OnSquare::Choose => {
                if let Some(w) = self.attempt.may_not_move(sq) {
                    // The king of a level about another piece, or another piece than
                    // the touched one: not chosen, and said why.
                    let mover = board.side_to_move();
                    self.said = Some((ChessSchoolMsg::Wrong(w, mover), Tone::Wrong));
                    return None;
                }
                self.selected = Some(sq);
                self.hinted = None;
                self.refused = None;
            }
            OnSquare::Play(m)
                if m.promotion.is_none() && self.attempt.game().is_promotion(m.from, m.to) =>
            {
                // Which piece the pawn becomes is the learner's choice.
                self.promoting = Some(m);
            }
            OnSquare::Play(m) => {
                self.selected = None;
                return Some(Try::Move(m));
            }
            OnSquare::Refuse => {
                // Not a piece of the side to move: say why, as the chess screen does.
                let why = self
                    .attempt
                    .game()
                    .why_not(sq, sq)
                    .unwrap_or(WhyNot::NoPiece);
                let mover = board.side_to_move();
                self.refused = Some((sq, why));
                self.said = Some((
                    ChessSchoolMsg::Wrong(chess_school::Wrong::Illegal(why), mover),
                    Tone::Wrong,
                ));
            }
        }
        None
    }

    /// H: the search's next step from where the try stands: the piece to move chosen,
    /// its way drawn and the cursor on its target, so that Enter (or a click there)
    /// plays exactly that move; or the square to find under the cursor.
    pub(crate) fn hint(&mut self) {
        match self.attempt.hint() {
            Some(Try::Move(m)) => {
                let piece = self.attempt.board().piece_on(m.from);
                self.selected = Some(m.from);
                self.hinted = Some(m);
                self.cursor = m.to;
                self.keyboard = true;
                self.refused = None;
                self.said = piece.map(|p| (ChessSchoolMsg::HintMove(p, m.from), Tone::Plain));
            }
            Some(Try::Square(sq)) => {
                self.cursor = sq;
                self.keyboard = true;
                self.said = Some((ChessSchoolMsg::HintSquare(sq), Tone::Plain));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_school::Step;

    fn level(id: &str) -> ChessLevel {
        let courses = chess_school::courses().unwrap();
        let (c, l) = chess_school::find_level(&courses, id).unwrap();
        courses[c].levels[l].clone()
    }

    /// A fresh run of a level, as the course map starts it.
    fn run_of(lv: &ChessLevel) -> ChessLessonRun {
        ChessLessonRun::new(0, 0, ChessAttempt::new(lv))
    }

    #[test]
    fn enter_after_the_hint_plays_the_hinted_move() {
        // Every level's first hint, then Enter: the square under the cursor is chosen,
        // and that plays the hinted move (or finds the hinted square).
        let courses = chess_school::courses().unwrap();
        let mut checked = 0;
        for lv in courses.iter().flat_map(|c| &c.levels) {
            let mut run = run_of(lv);
            let Some(hint) = run.attempt.hint() else {
                continue;
            };
            run.hint();
            let cursor = run.cursor;
            assert_eq!(run.choose(cursor), Some(hint), "{}", lv.id);
            checked += 1;
        }
        assert!(checked > 30, "{checked} levels with a hint");
        // The hint's own promotion is played, not a queen.
        let lv = level("check-1");
        let a = ChessAttempt::new(&lv);
        let Some(Try::Move(m)) = a.hint() else {
            panic!("check-1 hints a move");
        };
        let under = ChessMove {
            promotion: Some(cozy_chess::Piece::Knight),
            ..m
        };
        assert_eq!(
            on_square(a.board(), Some(m.from), Some(under), m.to),
            OnSquare::Play(under)
        );
        // A click on the chosen piece puts it down, the hint with it.
        let mut run = run_of(&lv);
        run.hint();
        assert_eq!(run.choose(m.from), None);
        assert_eq!((run.selected, run.hinted), (None, None));
    }

    #[test]
    fn a_wrong_verdict_never_names_the_right_one() {
        use crate::i18n::Lang;
        use chess_school::{prove::verdict, Choice, Verdict};
        let courses = chess_school::courses().unwrap();
        let label = |lang, v| {
            let m = match v {
                Verdict::Mate => ChessSchoolMsg::AnswerMate,
                Verdict::Stalemate => ChessSchoolMsg::AnswerStalemate,
                Verdict::Neither => ChessSchoolMsg::AnswerNeither,
            };
            ::words::say(lang, &m).to_lowercase()
        };
        let mut said = 0;
        for lv in courses.iter().flat_map(|c| &c.levels) {
            if !matches!(lv.goal, ChessGoal::MateOrStalemate(_)) {
                continue;
            }
            let truth = verdict(&lv.board);
            let mover = lv.board.side_to_move();
            for (i, choice) in ChessAttempt::new(lv).choices().iter().enumerate() {
                let Choice::Verdict(v) = choice else { continue };
                if *v == truth {
                    continue;
                }
                let Step::Wrong(w) = ChessAttempt::new(lv).play(Try::Answer(i)) else {
                    panic!("{}: {v:?} is wrong", lv.id);
                };
                for lang in Lang::ALL {
                    let text = ::words::say(lang, &ChessSchoolMsg::Wrong(w.clone(), mover));
                    let right = label(lang, truth);
                    assert!(
                        !text.to_lowercase().contains(&right),
                        "{lang:?} {}: {v:?} answered with {text:?}, naming {right:?}",
                        lv.id
                    );
                    said += 1;
                }
            }
        }
        assert!(said >= 80, "{said} wrong answers said");
    }
}
